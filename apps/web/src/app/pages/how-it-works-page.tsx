import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';
import { Button } from '@/components/ui/button';
import { InfoArticle } from '../layout/info-article';

const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;

function Steps({ group }: { group: 'renters' | 'owners' }) {
  const { t } = useTranslation('info');
  return (
    <section aria-labelledby={`how-${group}`} className="mt-10 first:mt-0">
      <h2 id={`how-${group}`} className="text-2xl font-semibold">
        {t(`howItWorks.${group}.title`)}
      </h2>
      <ol className="mt-6 grid gap-4 sm:grid-cols-2">
        {STEPS.map((step, i) => (
          <li key={step} className="flex gap-4 rounded-xl border border-slate-200 p-5">
            <span
              aria-hidden
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
            >
              {i + 1}
            </span>
            <div>
              <h3 className="font-semibold">{t(`howItWorks.${group}.${step}.title`)}</h3>
              <p className="mt-1 text-slate-600">{t(`howItWorks.${group}.${step}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

export default function HowItWorksPage() {
  const { t } = useTranslation('info');
  return (
    <InfoArticle title={t('howItWorks.title')} lead={t('howItWorks.intro')}>
      <Steps group="renters" />
      <Steps group="owners" />
      <div className="mt-10 flex flex-wrap gap-3">
        <Button asChild size="lg">
          <Link to="/search">{t('howItWorks.ctaSearch')}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/publish">{t('howItWorks.ctaPublish')}</Link>
        </Button>
      </div>
    </InfoArticle>
  );
}
