import type { PayoutProvider, TransferInput } from './payout-provider';

/** Records the transfer and moves no money: its reference is derived from the idempotency key. */
export class SandboxPayouts implements PayoutProvider {
  readonly name = 'sandbox' as const;

  async transfer(input: TransferInput): Promise<{ reference: string }> {
    return { reference: `sandbox_tr_${input.idempotencyKey.slice(0, 24)}` };
  }
}
