import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldProblem } from '@/components/ui/field-problem';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { CountrySelect } from './country-select';
import { PAPER_FIELDS, type PapersForm } from './customs-papers';

type Registered = { papers: PapersForm };

/**
 * The CN22/CN23 boxes besides the contents (sender, addressee, references, charges, licence / certificate /
 * invoice numbers, comments): all may stay empty, and the printed form then leaves them to be filled by hand.
 */
export function CustomsPapersFields<V extends Registered>({
  register,
  errors,
  currency,
}: {
  register: UseFormRegister<V>;
  errors: FieldErrors<Registered>['papers'];
  currency: string;
}) {
  const { t } = useTranslation('shipping');
  const reg = register as unknown as UseFormRegister<Registered>;
  const party = (who: 'sender' | 'addressee') => (
    <fieldset className="grid gap-2 sm:grid-cols-2">
      <legend className="font-medium">{t(`papers.${who}`)}</legend>
      {(['name', 'business', 'street', 'postalCode', 'city'] as const).map((f) => {
        const id = `shp-${who}-${f}`;
        const problem = fieldProblem(id, errors?.[who]?.[f], t('papers.required'));
        return (
          <div key={f} className={`space-y-1 ${f === 'street' ? 'sm:col-span-2' : ''}`}>
            <Label htmlFor={id}>{t(`papers.${f}`)}</Label>
            <Input id={id} {...problem.field} {...reg(`papers.${who}.${f}`)} />
            {problem.message}
          </div>
        );
      })}
      <div className="space-y-1">
        <Label htmlFor={`shp-${who}-country`}>{t('papers.country')}</Label>
        <CountrySelect
          id={`shp-${who}-country`}
          {...fieldProblem(`shp-${who}-country`, errors?.[who]?.country, t('papers.required')).field}
          {...reg(`papers.${who}.country`)}
        />
        {fieldProblem(`shp-${who}-country`, errors?.[who]?.country, t('papers.required')).message}
      </div>
    </fieldset>
  );
  const charges = fieldProblem('shp-postal-charges', errors?.postalCharges, t('form.errors.value'));
  return (
    <details className="rounded-md border border-slate-200 p-3 sm:col-span-2">
      <summary className="cursor-pointer font-semibold">{t('papers.title')}</summary>
      <p className="mt-1 text-sm text-slate-600">{t('papers.hint')}</p>
      <div className="mt-3 grid gap-4">
        {party('sender')}
        {party('addressee')}
        <div className="grid gap-2 sm:grid-cols-2">
          {PAPER_FIELDS.map((f) => (
            <div key={f} className="space-y-1">
              <Label htmlFor={`shp-${f}`}>{t(`papers.${f}`)}</Label>
              <Input id={`shp-${f}`} {...reg(`papers.${f}`)} />
            </div>
          ))}
          <div className="space-y-1">
            <Label htmlFor="shp-postal-charges">{t('papers.postalCharges', { currency })}</Label>
            <Input
              id="shp-postal-charges"
              type="number"
              min="0"
              step="0.01"
              inputMode="decimal"
              {...charges.field}
              {...reg('papers.postalCharges')}
            />
            {charges.message}
          </div>
          <div className="space-y-1 sm:col-span-2">
            <Label htmlFor="shp-comments">{t('papers.comments')}</Label>
            <textarea
              id="shp-comments"
              rows={2}
              className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
              {...reg('papers.comments')}
            />
          </div>
        </div>
      </div>
    </details>
  );
}
