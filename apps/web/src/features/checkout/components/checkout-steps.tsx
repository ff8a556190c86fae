import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** Cart, payment, confirmation: `current` is 0-based. */
export function CheckoutSteps({ current }: { current: number }) {
  const { t } = useTranslation('checkout');
  const steps = [t('steps.cart'), t('steps.payment'), t('steps.confirmation')];
  return (
    <ol
      className="flex flex-wrap items-center justify-center gap-x-1 gap-y-2 text-sm sm:gap-2"
      aria-label={t('steps.label')}
    >
      {steps.map((label, i) => (
        <li
          key={label}
          className="flex items-center gap-1.5 sm:gap-2"
          aria-current={i === current ? 'step' : undefined}
        >
          <span
            className={cn(
              'flex size-8 items-center justify-center rounded-full border-2 font-semibold',
              i < current && 'border-brand-600 bg-brand-600 text-white',
              i === current && 'border-brand-600 text-brand-700',
              i > current && 'border-slate-300 text-slate-500',
            )}
          >
            {i < current ? <Check className="size-4" aria-hidden /> : i + 1}
          </span>
          <span className={cn(i === current ? 'font-semibold' : 'text-slate-600')}>{label}</span>
          {i < steps.length - 1 && <span className="mx-1 h-px w-4 bg-slate-300 sm:mx-2 sm:w-8" aria-hidden />}
        </li>
      ))}
    </ol>
  );
}
