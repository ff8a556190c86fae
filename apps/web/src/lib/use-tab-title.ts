import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Names the tab after what a page shows (a person, a request, a tender) once it is there, as the server wrote it
 * in the page's `<title>` (decision 044); the route's generic title stays until then.
 */
export function useTabTitle(title: string | null | undefined): void {
  const { t } = useTranslation('shell');
  useEffect(() => {
    if (title) document.title = t('titleFormat.page', { title });
  }, [title, t]);
}
