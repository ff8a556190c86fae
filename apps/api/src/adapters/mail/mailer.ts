/** An e-mail we send. `links` and `codes` are what the message asks the reader to use (the outbox lists them). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  links?: string[];
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}
