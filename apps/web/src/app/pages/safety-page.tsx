import { BadgeCheckIcon, HeadsetIcon, LockIcon, ShieldCheckIcon, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { InfoArticle } from '../layout/info-article';

/** The four promises of the spec: user verification, secure payments, included insurance, 24/7 support. */
const PROMISES: { key: 'verification' | 'payments' | 'insurance' | 'support'; Icon: LucideIcon }[] = [
  { key: 'verification', Icon: BadgeCheckIcon },
  { key: 'payments', Icon: LockIcon },
  { key: 'insurance', Icon: ShieldCheckIcon },
  { key: 'support', Icon: HeadsetIcon },
];

export default function SafetyPage() {
  const { t } = useTranslation('info');
  return (
    <InfoArticle title={t('safety.title')} lead={t('safety.intro')}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {PROMISES.map(({ key, Icon }) => (
          <li key={key} className="rounded-xl border border-slate-200 p-6">
            <Icon className="size-8 text-brand-600" aria-hidden />
            <h2 className="mt-3 text-xl font-semibold">{t(`safety.${key}.title`)}</h2>
            <p className="mt-2 text-slate-600">{t(`safety.${key}.text`)}</p>
          </li>
        ))}
      </ul>
      <section aria-labelledby="safety-tips" className="mt-10 rounded-xl bg-brand-50 p-6">
        <h2 id="safety-tips" className="text-xl font-semibold">
          {t('safety.tipsTitle')}
        </h2>
        <ul className="mt-3 list-disc space-y-2 ps-5 text-slate-700">
          <li>{t('safety.tip1')}</li>
          <li>{t('safety.tip2')}</li>
          <li>{t('safety.tip3')}</li>
        </ul>
      </section>
    </InfoArticle>
  );
}
