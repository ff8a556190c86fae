import { EMISSION_FACTORS, IMPACT_GROUPS, IRIS_METRICS } from '@vira/domain/impact';
import { useTranslation } from 'react-i18next';

/** The factors and assumptions behind every CO₂e figure, from the same table the server computes with. */
export function Methodology() {
  const { t, i18n } = useTranslation('impact');
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  return (
    <section aria-labelledby="methodology-title" className="space-y-3">
      <h2 id="methodology-title" className="text-2xl font-semibold">
        {t('methodology.title')}
      </h2>
      <p className="max-w-prose text-slate-700">{t('methodology.formula')}</p>
      <p className="max-w-prose text-slate-700">{t('methodology.figures')}</p>
      <p className="max-w-prose text-slate-700">{t('methodology.iris', { id: IRIS_METRICS.co2eAvoided })}</p>
      {/* Focusable so keyboard users can scroll the table sideways on narrow screens. */}
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('methodology.tableLabel')}>
        <table className="w-full min-w-[36rem] text-start text-sm">
          <thead className="bg-slate-100 text-slate-700">
            <tr>
              <th scope="col" className="p-2 text-start">
                {t('methodology.category')}
              </th>
              <th scope="col" className="p-2 text-end">
                {t('methodology.factor')}
              </th>
              <th scope="col" className="p-2 text-end">
                {t('methodology.substitution')}
              </th>
              <th scope="col" className="p-2 text-end">
                {t('methodology.lifetime')}
              </th>
              <th scope="col" className="p-2 text-start">
                {t('methodology.source')}
              </th>
            </tr>
          </thead>
          <tbody>
            {IMPACT_GROUPS.map((group) => {
              const f = EMISSION_FACTORS[group];
              return (
                <tr key={group} className="border-b border-slate-100">
                  <th scope="row" className="p-2 text-start font-medium">
                    {t(`groups.${group}`)}
                  </th>
                  <td className="p-2 text-end">{number.format(f.kgCo2ePerItem)}</td>
                  <td className="p-2 text-end">{percent.format(f.substitution)}</td>
                  <td className="p-2 text-end">{number.format(f.lifetimeRentals)}</td>
                  <td className="p-2 text-slate-600">{f.source}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="max-w-prose text-sm text-slate-600">{t('methodology.caveat')}</p>
    </section>
  );
}
