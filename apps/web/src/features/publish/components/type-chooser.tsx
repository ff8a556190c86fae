import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** What is published: an item rented by the day, or a service hired by the hour or day (the steps adapt). */
export function TypeChooser({
  value,
  disabled,
  onChange,
}: {
  value: 'product' | 'service';
  disabled?: boolean;
  onChange: (type: 'product' | 'service') => void;
}) {
  const { t } = useTranslation('publish');
  return (
    <fieldset className="flex flex-wrap items-center gap-2" data-testid="type-chooser">
      <legend className="mb-1 text-sm font-medium">{t('type.label')}</legend>
      {(['product', 'service'] as const).map((type) => (
        <label
          key={type}
          className={cn(
            'flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1 text-sm',
            value === type ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white',
          )}
        >
          <input
            type="radio"
            name="listing-type"
            className="accent-brand-600"
            checked={value === type}
            disabled={disabled}
            onChange={() => onChange(type)}
          />
          {t(`type.${type}`)}
        </label>
      ))}
    </fieldset>
  );
}
