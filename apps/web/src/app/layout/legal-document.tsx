import type { CustomTypeOptions } from 'i18next';
import { useTranslation } from 'react-i18next';
import { InfoArticle } from './info-article';
import { usePublicConfig } from './use-public-config';

type Document = 'privacy' | 'terms';
type Info = CustomTypeOptions['resources']['info'];
type SectionKey = { [D in Document]: `${D}.${Extract<keyof Info[D], `s${number}`>}` }[Document];

/** A legal text (privacy notice, terms) of numbered sections s1..sN in the `info` namespace. */
export function LegalDocument({ id, sections }: { id: Document; sections: number }) {
  const { t } = useTranslation('info');
  const config = usePublicConfig();
  // The contact address comes from configuration; until it arrives the sentence names the support team.
  const email = config?.supportEmail ?? t('emailFallback');
  return (
    <InfoArticle
      title={t(`${id}.title`)}
      lead={
        <>
          <p className="text-sm text-slate-500">{t(`${id}.updated`)}</p>
          <p className="mt-3">{t(`${id}.intro`)}</p>
        </>
      }
    >
      <ol className="space-y-8">
        {/* Every id/section pair the type allows has a title and body in the catalogue (tsc checks the union). */}
        {Array.from({ length: sections }, (_, i) => `${id}.s${i + 1}` as SectionKey).map((key, i) => (
          <li key={key}>
            <h2 className="text-xl font-semibold">
              {i + 1}. {t(`${key}.title`)}
            </h2>
            <p className="mt-2 leading-relaxed text-slate-700">{t(`${key}.body`, { email })}</p>
          </li>
        ))}
      </ol>
    </InfoArticle>
  );
}
