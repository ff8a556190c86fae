import { useMemo, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { sortedCountries } from '../lib/country-names';

/** Every ISO 3166-1 country by its name in the reader's language; the value is the two-letter code. */
export function CountrySelect(props: Omit<ComponentProps<'select'>, 'children'>) {
  const { t, i18n } = useTranslation('shipping');
  const countries = useMemo(() => sortedCountries(i18n.language), [i18n.language]);
  return (
    <select className="h-10 w-full rounded-md border border-slate-300 bg-white px-2" {...props}>
      <option value="">{t('form.chooseCountry')}</option>
      {countries.map((c) => (
        <option key={c.code} value={c.code}>
          {c.name}
        </option>
      ))}
    </select>
  );
}
