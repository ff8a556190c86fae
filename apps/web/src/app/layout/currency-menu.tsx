import { HEADER_CURRENCIES, isCurrencyCode } from '@vira/domain/currencies';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useCurrency } from '@/lib/currency';
import { currencyName } from './currency-names';
import type { DeferredWidgetProps } from '@/components/ui/deferred-widget';
import { CurrencyTriggerButton } from './header-triggers';

/** The header's currency dropdown: the 20 display currencies. */
export default function CurrencyMenu({ defaultOpen, autoFocus }: DeferredWidgetProps) {
  const { t, i18n } = useTranslation('shell');
  const { currency, setCurrency } = useCurrency();
  return (
    <DropdownMenu defaultOpen={defaultOpen} modal={false}>
      <DropdownMenuTrigger asChild>
        <CurrencyTriggerButton autoFocus={autoFocus} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel>{t('currency.title')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={currency} onValueChange={(v) => isCurrencyCode(v) && setCurrency(v)}>
          {HEADER_CURRENCIES.map((code) => (
            <DropdownMenuRadioItem key={code} value={code} data-testid={`currency-${code}`}>
              <span className="w-10 font-medium">{code}</span>
              <span className="truncate text-slate-600">{currencyName(code, i18n.language)}</span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
