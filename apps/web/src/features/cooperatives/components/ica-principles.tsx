import { ICA_PRINCIPLES } from '@vira/domain/cooperative';
import { useTranslation } from 'react-i18next';

/** The seven principles of the International Cooperative Alliance (1995 Statement on the Cooperative Identity). */
export function IcaPrinciples() {
  const { t } = useTranslation('cooperatives');
  return (
    <section aria-labelledby="ica-title" className="space-y-2">
      <h2 id="ica-title" className="text-xl font-semibold">
        {t('ica.title')}
      </h2>
      <ol className="list-decimal space-y-1 ps-6 text-slate-700">
        {ICA_PRINCIPLES.map((p) => (
          <li key={p}>{t(`ica.${p}`)}</li>
        ))}
      </ol>
      <p className="text-sm text-slate-600">{t('ica.law')}</p>
    </section>
  );
}
