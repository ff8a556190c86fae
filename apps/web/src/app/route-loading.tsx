import { useTranslation } from 'react-i18next';

/** Shown while a lazily loaded screen arrives. */
export function RouteLoading() {
  const { t } = useTranslation('common');
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center gap-3 text-slate-500">
      <span aria-hidden className="size-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
      {t('loading')}
    </div>
  );
}
