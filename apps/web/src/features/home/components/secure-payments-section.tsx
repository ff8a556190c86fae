import { CreditCardIcon, LockKeyholeIcon, PiggyBankIcon, ShieldCheckIcon, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const POINTS: { key: 'held' | 'deposit' | 'insurance'; Icon: LucideIcon }[] = [
  { key: 'held', Icon: LockKeyholeIcon },
  { key: 'deposit', Icon: PiggyBankIcon },
  { key: 'insurance', Icon: ShieldCheckIcon },
];

/** The escrow promise: payment held until the renter confirms receipt, refundable deposit, insurance. */
export function SecurePaymentsSection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-payments" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="home-payments" className="text-2xl font-bold">
              {t('payments.title')}
            </h2>
            <p className="mt-1 text-slate-600">{t('payments.subtitle')}</p>
          </div>
          <p className="flex items-baseline gap-2">
            <span className="text-3xl font-bold text-accent-500">{t('payments.cheaperValue')}</span>
            <span className="text-slate-700">{t('payments.cheaperLabel')}</span>
          </p>
        </div>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {POINTS.map(({ key, Icon }) => (
            <li key={key} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <Icon className="size-6 text-brand-600" aria-hidden />
              <h3 className="mt-3 font-semibold">{t(`payments.${key}Title`)}</h3>
              <p className="mt-1 text-sm text-slate-600">{t(`payments.${key}Text`)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-4 flex items-center gap-2 text-sm text-slate-600">
          <CreditCardIcon className="size-4" aria-hidden />
          {t('payments.methods')}
        </p>
      </div>
    </section>
  );
}
