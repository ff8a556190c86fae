import type { OrderCharge } from '@vira/domain/checkout';
import type { AppDb } from '../../db/client';
import { provided } from '../../provided';

/**
 * What was captured and refunded of each order (the renting module's payments and ledger). Renting queues the
 * invoices, so the reader is provided at start-up rather than imported (decision 054).
 */
export const orderChargesReader = provided<(db: AppDb, orderIds: string[]) => Promise<Map<string, OrderCharge>>>(
  "The renting module's order charges",
);

export const orderCharges = (db: AppDb, orderIds: string[]) => orderChargesReader.get()(db, orderIds);
