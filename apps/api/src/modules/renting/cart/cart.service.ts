import type { Cart, CartItemInput, CartItemPatch } from '@vira/domain/cart';
import type { AppDb } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { assertDatesFree, assertDaysAllowed, assertRentalDates } from '../availability/availability.service';
import { toCart } from './cart.mapper';
import { assertHoursFree, assertNoHours, checkServiceLine } from '../../services';
import { assertMayRent, listingsNeedingVerification } from '../../verification';
import { cartMessages } from './cart.messages';
import {
  deleteCart,
  deleteCartItem,
  findCartItem,
  findCartWithListings,
  findRentableListing,
  updateCartItem,
  upsertCartItem,
  type CartItemValues,
  type RentableListingRow,
} from './cart.repository';

export async function getCart(db: AppDb, userId: string): Promise<Cart> {
  const rows = await findCartWithListings(db, userId);
  return toCart(rows, await listingsNeedingVerification(db, userId, [...new Set(rows.map((r) => r.listing.id))]));
}

/** The listing a person may rent: exists, is available and is not their own. */
export async function loadRentableListing(db: AppDb, userId: string, listingId: number): Promise<RentableListingRow> {
  const listing = await findRentableListing(db, listingId);
  if (!listing) throw new AppError(404, 'listing_not_found', cartMessages.listingNotFound, { id: listingId });
  if (!listing.available) throw new AppError(409, 'not_rentable', cartMessages.notRentable);
  if (listing.ownerId === userId) throw new AppError(400, 'own_listing', cartMessages.ownListing);
  await assertMayRent(db, userId, listingId);
  return listing;
}

async function checkedValues(db: AppDb, listing: RentableListingRow, values: CartItemValues): Promise<CartItemValues> {
  assertRentalDates(values.startDate, values.endDate);
  if (listing.type === 'service') {
    // A service has no insurance, delivery or deposit; its time is checked by the hour, not by the day.
    const line = checkServiceLine(listing, {
      startDate: values.startDate,
      endDate: values.endDate,
      startHour: values.startHour ?? null,
      endHour: values.endHour ?? null,
    });
    await assertHoursFree(db, listing.id, line);
    return {
      ...values,
      startHour: values.startHour ?? null,
      endHour: values.endHour ?? null,
      withInsurance: false,
      deliveryMethod: 'pickup',
      deliveryAddress: null,
    };
  }
  assertNoHours(values);
  assertDaysAllowed(listing, values.startDate, values.endDate);
  const deliveryMethod = values.deliveryMethod ?? 'pickup';
  const deliveryAddress = values.deliveryAddress?.trim() || null;
  // An uninsured listing would otherwise show 'Seguro incluido' at 0.
  if (values.withInsurance && !listing.hasInsurance) {
    throw new AppError(400, 'no_insurance', cartMessages.noInsurance, {}, { withInsurance: 'unavailable' });
  }
  if (deliveryMethod === 'home_delivery' && !listing.homeDelivery) {
    throw new AppError(400, 'no_home_delivery', cartMessages.noHomeDelivery, {}, { deliveryMethod: 'unavailable' });
  }
  if (deliveryMethod === 'home_delivery' && !deliveryAddress) {
    throw new AppError(400, 'address_required', cartMessages.addressRequired, {}, { deliveryAddress: 'required' });
  }
  // Checked here so the person hears about taken dates now; checkout re-checks under the constraint.
  await assertDatesFree(db, listing.id, values.startDate, values.endDate);
  return {
    ...values,
    startHour: null,
    endHour: null,
    deliveryMethod,
    deliveryAddress: deliveryMethod === 'home_delivery' ? deliveryAddress : null,
  };
}

export async function addToCart(db: AppDb, userId: string, input: CartItemInput): Promise<Cart> {
  const listing = await loadRentableListing(db, userId, input.listingId);
  const values = await checkedValues(db, listing, {
    startDate: input.startDate,
    endDate: input.endDate,
    withInsurance: input.withInsurance,
    deliveryMethod: input.deliveryMethod,
    deliveryAddress: input.deliveryAddress ?? null,
    startHour: input.startHour ?? null,
    endHour: input.endHour ?? null,
  });
  await upsertCartItem(db, userId, listing.id, values);
  return getCart(db, userId);
}

export async function changeCartItem(db: AppDb, userId: string, id: string, patch: CartItemPatch): Promise<Cart> {
  const item = await findCartItem(db, userId, id);
  if (!item) throw new AppError(404, 'cart_item_not_found', cartMessages.itemNotFound);
  const listing = await loadRentableListing(db, userId, item.listingId);
  const values = await checkedValues(db, listing, {
    startDate: patch.startDate ?? item.startDate,
    endDate: patch.endDate ?? item.endDate,
    withInsurance: patch.withInsurance ?? item.withInsurance,
    deliveryMethod: patch.deliveryMethod ?? item.deliveryMethod,
    deliveryAddress: patch.deliveryAddress === undefined ? item.deliveryAddress : patch.deliveryAddress,
    startHour: patch.startHour === undefined ? item.startHour : patch.startHour,
    endHour: patch.endHour === undefined ? item.endHour : patch.endHour,
  });
  await updateCartItem(db, userId, id, values);
  return getCart(db, userId);
}

export async function removeCartItem(db: AppDb, userId: string, id: string): Promise<Cart> {
  if (!(await deleteCartItem(db, userId, id)))
    throw new AppError(404, 'cart_item_not_found', cartMessages.itemNotFound);
  return getCart(db, userId);
}

export async function clearCart(db: AppDb, userId: string): Promise<Cart> {
  await deleteCart(db, userId);
  return getCart(db, userId);
}
