import type { Locale } from '@vira/domain/locales';

/** A WhatsApp message carrying a sign-in code. */
export interface WhatsAppCodeMessage {
  /** E.164 phone number, e.g. +525512345678. */
  to: string;
  code: string;
  /** The whole message in the person's language, as the outbox shows it. */
  text: string;
  language: Locale;
}

/** A short notice (booking events, a test message) to a verified number. */
export interface WhatsAppNotice {
  to: string;
  /** The whole message in the person's language, as the outbox shows it. */
  text: string;
  /** The same message in its parts, for the approved template's placeholders: title, details, link. */
  parts: [title: string, details: string, link: string];
  language: Locale;
}

export interface WhatsAppSender {
  readonly kind: 'cloud-api' | 'outbox';
  sendCode(message: WhatsAppCodeMessage): Promise<void>;
  sendText(message: WhatsAppNotice): Promise<void>;
}
