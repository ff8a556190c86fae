/** A WhatsApp message carrying a sign-in code. */
export interface WhatsAppCodeMessage {
  /** E.164 phone number, e.g. +525512345678. */
  to: string;
  code: string;
  text: string;
}

export interface WhatsAppSender {
  readonly kind: 'cloud-api' | 'outbox';
  sendCode(message: WhatsAppCodeMessage): Promise<void>;
  /** A short notice (booking events) to a verified number. */
  sendText(message: { to: string; text: string }): Promise<void>;
}
