import type { BillingInfo, CfdiUse, TaxRegime } from '@vira/domain/billing';
import type { BillingInfoRow } from './billing.repository';

export function toBillingInfo(row: BillingInfoRow): BillingInfo {
  return {
    id: row.id,
    companyName: row.companyName,
    rfc: row.rfc,
    email: row.email,
    address: row.address,
    postalCode: row.postalCode,
    city: row.city,
    state: row.state,
    taxRegime: row.taxRegime as TaxRegime,
    cfdiUse: row.cfdiUse as CfdiUse,
    updatedAt: row.updatedAt.toISOString(),
  };
}
