/** The payments module's face for settling authorisations and reading charges (refunds still imported directly). */
export { queueSettlement, sendSettlements, type Settlement } from './settlement.service';
export { orderCharges, unchargedOrder } from './order-charges';
