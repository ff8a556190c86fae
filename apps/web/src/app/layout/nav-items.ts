/** The header's navigation, in the spec's order; labels are keys of the `shell` namespace. */
export const NAV_ITEMS = [
  { to: '/', label: 'nav.home' },
  { to: '/categories', label: 'nav.categories' },
  { to: '/how-it-works', label: 'nav.howItWorks' },
  { to: '/publish', label: 'nav.publish' },
  { to: '/safety', label: 'nav.safety' },
  { to: '/favorites', label: 'nav.favorites' },
  { to: '/government-contracts', label: 'nav.governmentContracts' },
  // Support leads to the help centre, which has the FAQ and both support contacts.
  { to: '/help', label: 'nav.support' },
] as const;
