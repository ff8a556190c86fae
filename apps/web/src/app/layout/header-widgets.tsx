import { lazy } from 'react';
import { afterMerge } from '@/lib/cn';
import { DeferredWidget, type DeferredWidgetSource } from '@/components/ui/deferred-widget';
import { CryptoBadgeButton, CurrencyTriggerButton, LanguageTriggerButton, MenuTriggerButton } from './header-triggers';

// Radix menus, tooltip and drawer load on first use (see components/ui/deferred-widget.tsx).
const loadCurrency = afterMerge(() => import('./currency-menu'));
const loadLanguage = afterMerge(() => import('./language-menu'));
const loadCrypto = afterMerge(() => import('./crypto-badge'));
const loadMobile = afterMerge(() => import('./mobile-menu'));

const currency: DeferredWidgetSource = { load: loadCurrency, Widget: lazy(loadCurrency) };
const language: DeferredWidgetSource = { load: loadLanguage, Widget: lazy(loadLanguage) };
const crypto: DeferredWidgetSource = { load: loadCrypto, Widget: lazy(loadCrypto) };
const mobile: DeferredWidgetSource = { load: loadMobile, Widget: lazy(loadMobile) };

export function CurrencyMenuSlot() {
  return <DeferredWidget source={currency} Placeholder={CurrencyTriggerButton} />;
}

export function LanguageMenuSlot() {
  return <DeferredWidget source={language} Placeholder={LanguageTriggerButton} />;
}

export function CryptoBadgeSlot() {
  return <DeferredWidget source={crypto} openOnHover Placeholder={CryptoBadgeButton} />;
}

export function MobileMenuSlot() {
  return <DeferredWidget source={mobile} Placeholder={MenuTriggerButton} />;
}
