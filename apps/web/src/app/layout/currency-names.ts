import type { CurrencyCode } from '@vira/domain/currencies';

/** The currency's name in the reading language (from the browser's own data), e.g. 'peso mexicano'. */
export function currencyName(code: CurrencyCode, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}
