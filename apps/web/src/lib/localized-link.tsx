import { addressLocale } from '@vira/domain/listing-address';
/* eslint-disable no-restricted-imports -- the one place React Router's links are wrapped. */
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  useLocation,
  type LinkProps,
  type NavLinkProps,
} from 'react-router';
/* eslint-enable no-restricted-imports */
import { localizedTo } from './localized-paths';

/**
 * The app's links: React Router's, except that on a page whose address names a language (`/en/…`) a link to another
 * public page keeps it (`/en/profile/…`). The server renders the same `href`, so it is right before the app takes
 * over and for visitors and crawlers without JavaScript (issue 35).
 */
export function Link({ to, ...props }: LinkProps) {
  const locale = addressLocale(useLocation().pathname);
  return <RouterLink to={localizedTo(to, locale)} {...props} />;
}

/** React Router's NavLink with the same language rule as `Link`. */
export function NavLink({ to, ...props }: NavLinkProps) {
  const locale = addressLocale(useLocation().pathname);
  return <RouterNavLink to={localizedTo(to, locale)} {...props} />;
}
