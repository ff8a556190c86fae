import type { CustomTypeOptions } from 'i18next';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type RouteTitleKey = keyof CustomTypeOptions['resources']['shell']['titles'];

/** Sets the tab's title for a screen in the current language, and again when the language changes. */
export function RouteTitle({ title, children }: { title: RouteTitleKey; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const text = t(`titles.${title}`);
  const documentTitle =
    title === 'home' ? t('titleFormat.home', { title: text }) : t('titleFormat.page', { title: text });
  useEffect(() => {
    // A listing's page names the tab after its listing, once it has it (pages/listing-page.tsx).
    if (title !== 'listing') document.title = documentTitle;
  }, [documentTitle, title]);
  return children;
}
