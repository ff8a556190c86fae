import { useTranslation } from 'react-i18next';

/** Shown while a lazily loaded screen arrives. */
export function RouteLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center text-slate-500">
      {t('loading', 'Cargando...')}
    </div>
  );
}
