import { CURRENCIES } from '@vira/domain/currencies';
import { LOCALE_NAMES, toLocale } from '@vira/domain/locales';
import { ChevronDownIcon, GlobeIcon, MenuIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useCurrency } from '@/lib/currency';

/*
 * The buttons that open the header's menus, drawn the same before and after the menus' code has loaded
 * (see components/ui/deferred-widget.tsx). Props are spread last so Radix triggers can attach their handlers and ref.
 */

export function CurrencyTriggerButton(props: ComponentProps<'button'>) {
  const { t } = useTranslation('shell');
  const { currency } = useCurrency();
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={t('currency.label', { currency })}
      data-testid="currency-menu"
      {...props}
    >
      {/* The symbol is drawn by CSS: the visible text is the code the name contains (WCAG 2.5.3 Label in Name),
          not `R$BRL`. */}
      <span aria-hidden data-symbol={CURRENCIES[currency].symbol} className="before:content-[attr(data-symbol)]" />
      {currency}
      <ChevronDownIcon className="size-3.5 opacity-60" aria-hidden />
    </Button>
  );
}

export function LanguageTriggerButton(props: ComponentProps<'button'>) {
  const { t, i18n } = useTranslation('shell');
  const current = toLocale(i18n.resolvedLanguage ?? i18n.language);
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={t('language.label', { code: current.toUpperCase(), language: LOCALE_NAMES[current] })}
      data-testid="language-menu"
      {...props}
    >
      <GlobeIcon aria-hidden />
      <span className="uppercase">{current}</span>
    </Button>
  );
}

export function CryptoBadgeButton({ className, ...props }: ComponentProps<'button'>) {
  return (
    <Badge asChild variant="accent" className={cn('cursor-help', className)}>
      <button type="button" data-testid="crypto-badge" {...props}>
        CRYPTO
      </button>
    </Badge>
  );
}

export function MenuTriggerButton({ className, ...props }: ComponentProps<'button'>) {
  const { t } = useTranslation('shell');
  return (
    <Button variant="ghost" size="icon" className={cn('lg:hidden', className)} aria-label={t('menu.open')} {...props}>
      <MenuIcon className="size-6" aria-hidden />
    </Button>
  );
}
