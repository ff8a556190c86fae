import type { WhatsAppCodeMessage, WhatsAppSender } from './whatsapp-sender';

const GRAPH_API = 'https://graph.facebook.com/v21.0';

/** WhatsApp Cloud API (Meta): a plain text message from the business number. */
export function createCloudApiSender(token: string, phoneNumberId: string): WhatsAppSender {
  return {
    kind: 'cloud-api',
    async sendCode(message: WhatsAppCodeMessage) {
      const response = await fetch(`${GRAPH_API}/${encodeURIComponent(phoneNumberId)}/messages`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          to: message.to.replace(/^\+/, ''),
          type: 'text',
          text: { body: message.text },
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) {
        throw new Error(`WhatsApp Cloud API answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
      }
    },
  };
}
