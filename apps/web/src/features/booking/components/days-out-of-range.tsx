import { DEFAULT_MAX_RENTAL_DAYS, daysAllowed } from '@vira/domain/pricing';
import { useTranslation } from 'react-i18next';

type Rules = { minDays: number; maxDays: number | null };

/** Whether the owner's minimum and maximum days refuse this many days (the rule the server applies too). */
export function daysOutOfRange(days: number | null, rules: Rules): boolean {
  return days !== null && !daysAllowed(days, rules);
}

/** Says the owner's day limits before the cart, a request or a payment would be refused for them. */
export function DaysOutOfRange({ days, rules }: { days: number | null; rules: Rules }) {
  const { t } = useTranslation('booking');
  if (!daysOutOfRange(days, rules)) return null;
  return (
    <p role="alert" className="text-sm text-red-700" data-testid="days-out-of-range">
      {t('errors.daysOutOfRange', { min: rules.minDays, max: rules.maxDays ?? DEFAULT_MAX_RENTAL_DAYS })}
    </p>
  );
}
