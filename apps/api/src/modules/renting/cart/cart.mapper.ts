import type { Cart, CartItem, CurrencyTotals } from '@vira/domain/cart';
import { quoteLine, sumQuotes, type LineQuote } from '@vira/domain/pricing';
import type { CartItemRow, RentableListingRow } from './cart.repository';
import { checkServiceLine } from '../../services';
import { imageUrl } from '../../images';

/**
 * The server's quote for one line; the client never sends a price. A service is priced by its hours or days
 * (packages/domain/src/service.ts), with no insurance, delivery or deposit.
 */
export function quoteCartLine(
  item: Pick<CartItemRow, 'startDate' | 'endDate' | 'withInsurance' | 'deliveryMethod' | 'startHour' | 'endHour'>,
  listing: RentableListingRow,
): LineQuote {
  if (listing.type === 'service') return checkServiceLine(listing, item).quote;
  return quoteLine({
    price: listing,
    startDate: item.startDate,
    endDate: item.endDate,
    withInsurance: item.withInsurance,
    deliveryMethod: item.deliveryMethod,
  });
}

export function toCartItem(item: CartItemRow, listing: RentableListingRow, needsVerification: boolean): CartItem {
  return {
    id: item.id,
    listingId: item.listingId,
    startDate: item.startDate,
    endDate: item.endDate,
    startHour: item.startHour,
    endHour: item.endHour,
    withInsurance: item.withInsurance,
    deliveryMethod: item.deliveryMethod,
    deliveryAddress: item.deliveryAddress,
    quantity: 1,
    listing: {
      id: listing.id,
      type: listing.type,
      title: listing.title,
      imageUrl: listing.cover === null ? null : imageUrl(listing.cover),
      location: listing.location,
      currency: listing.currency,
      dailyPrice: listing.pricePerDay,
      hourlyPrice: listing.pricePerHour,
      insuranceCost: listing.insuranceCostPerDay,
      depositAmount: listing.deposit,
      deliveryCost: listing.deliveryCost,
      hasInsurance: listing.hasInsurance,
      homeDelivery: listing.homeDelivery,
      instantBooking: listing.instantBooking,
    },
    quote: quoteCartLine(item, listing),
    needsVerification,
  };
}

/**
 * Totals per currency: a cart may hold listings priced in different currencies. `needVerification`: the listings
 * this person may not rent until their identity is verified.
 */
export function toCart(
  rows: { item: CartItemRow; listing: RentableListingRow }[],
  needVerification: ReadonlySet<number> = new Set(),
): Cart {
  const items = rows.map((r) => toCartItem(r.item, r.listing, needVerification.has(r.listing.id)));
  const byCurrency = new Map<string, LineQuote[]>();
  for (const item of items) {
    const list = byCurrency.get(item.listing.currency) ?? [];
    list.push(item.quote);
    byCurrency.set(item.listing.currency, list);
  }
  const totals: CurrencyTotals[] = [...byCurrency].map(([currency, quotes]) => ({ currency, ...sumQuotes(quotes) }));
  return { items, count: items.length, totals };
}
