import type { WhatsAppCodeMessage, WhatsAppSender } from './whatsapp-sender';

const GRAPH_API = 'https://graph.facebook.com/v21.0';

/** WhatsApp Cloud API (Meta): a plain text message from the business number. */
export function createCloudApiSender(token: string, phoneNumberId: string): WhatsAppSender {
  const sendText = async (message: { to: string; text: string }) => {
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
  };
  return {
    kind: 'cloud-api',
    sendCode: (message: WhatsAppCodeMessage) => sendText(message),
    sendText,
  };
}
