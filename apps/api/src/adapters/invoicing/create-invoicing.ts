import type { Env } from '../../config/env';
import { ConfigError } from '../../config/env';
import { FacturapiInvoicing } from './facturapi-invoicing';
import type { InvoicingProvider } from './invoicing-provider';
import { SandboxInvoicing } from './sandbox-invoicing';

/** `sandbox` (default) or Facturapi when INVOICING_PROVIDER=facturapi and FACTURAPI_KEY are set. */
export function createInvoicing(env: Env): InvoicingProvider {
  if (env.INVOICING_PROVIDER === 'sandbox') return new SandboxInvoicing();
  if (!env.FACTURAPI_KEY)
    throw new ConfigError(
      'INVOICING_PROVIDER=facturapi needs FACTURAPI_KEY; set it or use INVOICING_PROVIDER=sandbox.',
    );
  return new FacturapiInvoicing(env.FACTURAPI_KEY);
}
