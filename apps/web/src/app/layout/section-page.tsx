import type { CustomTypeOptions } from 'i18next';
import { useTranslation } from 'react-i18next';

type SectionId = Exclude<keyof CustomTypeOptions['resources']['pages'], 'notFound' | 'requests'>;

/** A screen whose content the spec does not show: its title and a short description of the section. */
export function SectionPage({ id }: { id: SectionId }) {
  const { t } = useTranslation('pages');
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t(`${id}.title`)}</h1>
      <p className="mt-4 max-w-prose text-lg text-slate-600">{t(`${id}.description`)}</p>
    </section>
  );
}
