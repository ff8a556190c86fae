import { useTranslation } from 'react-i18next';
import { InfoArticle } from './info-article';
import { usePublicConfig } from './use-public-config';

/** A legal text (privacy notice, terms) of numbered sections s1..sN in the `info` namespace. */
export function LegalDocument({ id, sections }: { id: 'privacy' | 'terms'; sections: number }) {
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
        {Array.from({ length: sections }, (_, i) => `s${i + 1}`).map((s, i) => (
          <li key={s}>
            <h2 className="text-xl font-semibold">
              {i + 1}. {t(`${id}.${s}.title`)}
            </h2>
            <p className="mt-2 leading-relaxed text-slate-700">{t(`${id}.${s}.body`, { email })}</p>
          </li>
        ))}
      </ol>
    </InfoArticle>
  );
}
