import type { Env } from '../../config/env';
import { createHttpPartner } from './http-partner';
import type { LendingPartner } from './lending-partner';
import { createSandboxPartner } from './sandbox-partner';

/** The sandbox unless a partner's endpoint and token are configured. */
export function createLendingPartner(env: Env): LendingPartner {
  if (env.LENDING_PARTNER_URL && env.LENDING_PARTNER_TOKEN)
    return createHttpPartner(env.LENDING_PARTNER_URL, env.LENDING_PARTNER_TOKEN);
  return createSandboxPartner(env.LENDING_SANDBOX_REVIEW_SECONDS);
}
