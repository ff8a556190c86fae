import { isLocale, LOCALE_NAMES, LOCALES, toLocale } from '@vira/domain/locales';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { DeferredWidgetProps } from '@/components/ui/deferred-widget';
import { LanguageTriggerButton } from './header-triggers';

/** The header's language dropdown; each language is named in itself. */
export default function LanguageMenu({ defaultOpen, autoFocus }: DeferredWidgetProps) {
  const { t, i18n } = useTranslation('shell');
  const current = toLocale(i18n.resolvedLanguage ?? i18n.language);
  return (
    <DropdownMenu defaultOpen={defaultOpen} modal={false}>
      <DropdownMenuTrigger asChild>
        <LanguageTriggerButton autoFocus={autoFocus} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-48">
        <DropdownMenuLabel>{t('language.title')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={current} onValueChange={(v) => isLocale(v) && void i18n.changeLanguage(v)}>
          {LOCALES.map((locale) => (
            <DropdownMenuRadioItem key={locale} value={locale} lang={locale}>
              {LOCALE_NAMES[locale]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
