import type { IdentityProvider } from './identity-provider';
import { IdentityWebhookSignatureError } from './identity-provider';

/**
 * Vira's own review: the person's pictures come to us (encrypted at rest) and an admin decides in /admin, the
 * machine checks shown first. No outside service, no webhooks; fit for production as a manual review queue.
 */
export class SandboxIdentityProvider implements IdentityProvider {
  readonly name = 'sandbox';
  readonly takesPictures = true;

  async start() {
    return { sessionId: null, redirectUrl: null };
  }

  async parseWebhook(): Promise<never> {
    throw new IdentityWebhookSignatureError('the sandbox sends no webhooks');
  }

  async erase(): Promise<void> {
    // The pictures are ours; the verification module deletes them from storage.
  }
}
