import { useQuery } from '@tanstack/react-query';
import { HS_CODE_PATTERN } from '@vira/domain/shipping';
import { useDeferredValue, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { hsCodesQuery } from '@/lib/queries/shipping-queries';

/**
 * An HS code typed directly, or found by words or a code prefix in the bundled table and picked from the list.
 * `error` is what is wrong with it, said under it.
 */
export function HsCodeField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (code: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('shipping');
  const id = useId();
  const clean = value.replace(/[\s.]/g, '');
  const chosen = HS_CODE_PATTERN.test(clean);
  const query = useDeferredValue(chosen ? '' : value);
  const found = useQuery(hsCodesQuery(query));
  const codes = query.trim().length >= 2 ? (found.data?.codes ?? []) : [];
  return (
    <div className="space-y-1 sm:col-span-2">
      <Label htmlFor={id}>{t('form.hsCode')}</Label>
      <Input
        id={id}
        value={value}
        placeholder={t('form.hsSearch')}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error ${id}-help` : `${id}-help`}
      />
      {error && (
        <p role="alert" id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
      <p id={`${id}-help`} className="text-xs text-slate-500">
        {t('form.hsHelp')}
      </p>
      {codes.length > 0 && (
        <ul
          className="max-h-48 overflow-y-auto rounded-md border border-slate-200 bg-white text-sm"
          aria-label={t('form.hsResults')}
        >
          {codes.map((c) => (
            <li key={c.code}>
              <button
                type="button"
                className="flex w-full gap-2 px-2 py-1.5 text-start hover:bg-slate-50"
                onClick={() => onChange(c.code)}
              >
                <span className="font-mono font-semibold" dir="ltr">
                  {c.code}
                </span>
                <span lang="en">{c.description}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
