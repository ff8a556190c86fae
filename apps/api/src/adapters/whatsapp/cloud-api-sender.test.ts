import { describe, expect, it } from 'vitest';
import { createCloudApiSender } from './cloud-api-sender';

/** Meta's Graph API is a boundary we do not own: a recorder stands in for it. */
function recorder(status = 200) {
  const calls: { url: string; headers: Record<string, string>; body: Record<string, unknown> }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, headers: init.headers as Record<string, string>, body: JSON.parse(init.body as string) });
    return new Response(status === 200 ? '{"messages":[{"id":"wamid.1"}]}' : '{"error":{"code":131047}}', { status });
  }) as unknown as typeof globalThis.fetch;
  return { calls, fetch };
}

const config = { token: 'tok', phoneNumberId: '1234', codeTemplate: 'vira_codigo', noticeTemplate: 'vira_aviso' };

describe('the WhatsApp Cloud API sender', () => {
  it('sends a sign-in code as the approved authentication template, in the person’s language', async () => {
    const api = recorder();
    await createCloudApiSender({ ...config, fetch: api.fetch }).sendCode({
      to: '+525512345678',
      code: '042917',
      text: 'Tu código de Vira es 042917',
      language: 'es',
    });
    expect(api.calls[0]!.url).toBe('https://graph.facebook.com/v21.0/1234/messages');
    expect(api.calls[0]!.headers.Authorization).toBe('Bearer tok');
    expect(api.calls[0]!.body).toEqual({
      messaging_product: 'whatsapp',
      to: '525512345678',
      type: 'template',
      template: {
        name: 'vira_codigo',
        language: { code: 'es_MX' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: '042917' }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '042917' }] },
        ],
      },
    });
  });

  it('sends a notice as the utility template with title, details and link, line breaks flattened', async () => {
    const api = recorder();
    await createCloudApiSender({ ...config, fetch: api.fetch }).sendText({
      to: '+5511999990000',
      text: 'Vira: Pagamento confirmado. ...',
      parts: ['Pagamento confirmado', 'Seu aluguel\nestá    pago.', 'https://vira.example/order-tracking/1'],
      language: 'pt',
    });
    expect(api.calls[0]!.body.template).toEqual({
      name: 'vira_aviso',
      language: { code: 'pt_BR' },
      components: [
        {
          type: 'body',
          parameters: [
            { type: 'text', text: 'Pagamento confirmado' },
            { type: 'text', text: 'Seu aluguel está pago.' },
            { type: 'text', text: 'https://vira.example/order-tracking/1' },
          ],
        },
      ],
    });
  });

  it('fails loudly when Meta refuses, so the caller logs it', async () => {
    const api = recorder(400);
    await expect(
      createCloudApiSender({ ...config, fetch: api.fetch }).sendText({
        to: '+525512345678',
        text: 'x',
        parts: ['a', 'b', 'c'],
        language: 'ar',
      }),
    ).rejects.toThrow(/answered 400/);
    expect((api.calls[0]!.body.template as { language: { code: string } }).language.code).toBe('ar');
  });
});
