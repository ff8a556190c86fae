import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** The accepted-payment note: cards, OXXO cash vouchers and cryptocurrencies. */
export function AcceptedPayments({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  return (
    <div className={cn('text-start', className)}>
      <p className="font-semibold">{t('payments.title')}</p>
      <ul className="mt-1 list-disc space-y-0.5 ps-4">
        <li>{t('payments.cards')}</li>
        <li>{t('payments.oxxo')}</li>
        <li>{t('payments.crypto')}</li>
      </ul>
    </div>
  );
}
