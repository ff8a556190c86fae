import type { Locale } from '@vira/domain/locales';
import type { WhatsAppCodeMessage, WhatsAppNotice, WhatsAppSender } from './whatsapp-sender';

const GRAPH_API = 'https://graph.facebook.com/v21.0';

/** The language codes WhatsApp's message templates are approved in, per locale of ours. */
const TEMPLATE_LANGUAGE: Record<Locale, string> = {
  es: 'es_MX',
  en: 'en',
  zh: 'zh_CN',
  ar: 'ar',
  ru: 'ru',
  fr: 'fr',
  hi: 'hi',
  pt: 'pt_BR',
  sw: 'sw',
};

export interface CloudApiConfig {
  token: string;
  phoneNumberId: string;
  /** An approved "authentication" template with the code in its body and its copy-code button. */
  codeTemplate: string;
  /** An approved "utility" template whose body has three placeholders: title, details, link. */
  noticeTemplate: string;
  fetch?: typeof fetch;
}

/**
 * WhatsApp Cloud API (Meta). What we send starts the conversation (nobody wrote to us in the last 24 hours),
 * and Meta delivers such messages only as approved templates, so codes and notices go out as templates in the
 * person's language; free text would be refused outside that window.
 */
export function createCloudApiSender(config: CloudApiConfig): WhatsAppSender {
  const post = async (to: string, template: object) => {
    const response = await (config.fetch ?? fetch)(
      `${GRAPH_API}/${encodeURIComponent(config.phoneNumberId)}/messages`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${config.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ messaging_product: 'whatsapp', to: to.replace(/^\+/, ''), type: 'template', template }),
        signal: AbortSignal.timeout(10_000),
      },
    );
    if (!response.ok) {
      throw new Error(`WhatsApp Cloud API answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    }
  };
  // Template parameters may not hold line breaks, tabs or more than four spaces in a row.
  const param = (text: string) => ({ type: 'text', text: text.replace(/\s+/g, ' ').trim().slice(0, 1000) });
  return {
    kind: 'cloud-api',
    sendCode: (message: WhatsAppCodeMessage) =>
      post(message.to, {
        name: config.codeTemplate,
        language: { code: TEMPLATE_LANGUAGE[message.language] },
        components: [
          { type: 'body', parameters: [param(message.code)] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [param(message.code)] },
        ],
      }),
    sendText: (message: WhatsAppNotice) =>
      post(message.to, {
        name: config.noticeTemplate,
        language: { code: TEMPLATE_LANGUAGE[message.language] },
        components: [{ type: 'body', parameters: message.parts.map(param) }],
      }),
  };
}
