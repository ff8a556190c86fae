import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { TFunction } from 'i18next';

/** A field's error in the person's words: our sentence for the field, else a general one. */
export function fieldError<T extends FieldValues>(
  errors: FieldErrors<T>,
  name: keyof T & string,
  t: TFunction,
): string | undefined {
  if (!errors[name]) return undefined;
  return t(`errors.${name}`, { defaultValue: t('errors.generic') });
}
