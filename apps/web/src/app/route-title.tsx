import type { CustomTypeOptions, TFunction } from 'i18next';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type RouteTitleKey = keyof CustomTypeOptions['resources']['shell']['titles'];

/** The tab's title of a screen: "Vira · …" for home, "… · Vira" elsewhere. */
export function documentTitle(t: TFunction<'shell'>, title: RouteTitleKey): string {
  const text = t(`titles.${title}`);
  return title === 'home' ? t('titleFormat.home', { title: text }) : t('titleFormat.page', { title: text });
}

/** Sets the tab's title for a screen in the current language, and again when the language changes. */
export function RouteTitle({ title, children }: { title: RouteTitleKey; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const text = documentTitle(t, title);
  useEffect(() => {
    document.title = text;
  }, [text]);
  return children;
}
