import { AID_TYPE_SECTOR } from '@vira/domain/aid';
import { type AidType } from '@vira/domain/aid-kinds';
import { stringify } from 'csv-stringify/sync';
import type { AppDb } from '../../db/client';
import * as repo from './aid.repository';
import { mexicoAdm1 } from './hxl/mexico-adm1';

/**
 * CSV with the HXL 1.1 hashtag row under the header row (https://hxlstandard.org/standard/1-1final/), so
 * humanitarian tools (HDX, HXL Proxy) read the columns without mapping. Every hashtag is in the HXL 1.1
 * dictionary; the attributes are the dictionary's except those naming Vira's own figures (+needed, +committed,
 * +delivered, +unit …), which HXL allows. `aid-hxl.test.ts` validates both exports against the dictionary.
 *
 * Requests: one row per item asked for (`#item+name`, its unit in `#item+unit`, the quantities in `#value`
 * columns), so quantities in different units are never added up. People are in `#affected`, `#inneed` and
 * `#reached` (individuals), on the request's first row only, so a column's sum counts each request's people once;
 * `#reached` is the people of a request whose help arrived in full (decision 046).
 */
type Column<Row> = [header: string, hashtag: string, value: (row: Row) => string | number];

const day = (value: Date | string | null) => (value ? new Date(value).toISOString().slice(0, 10) : '');
/** Three decimals: about 100 m, enough to find the place, without a home's exact position or float noise. */
const coordinate = (value: number | string) => Math.round(Number(value) * 1000) / 1000;
const quantity = (value: number | string | null) => (value === null ? '' : Math.round(Number(value) * 100) / 100);

type RequestRow = repo.ExportRequestRow & { first: boolean };

const REQUEST_COLUMNS: Column<RequestRow>[] = [
  ['Request id', '#activity+code', (r) => r.id],
  ['Title', '#activity+name', (r) => r.title],
  ['Sector', '#sector+name', (r) => [...new Set((r.aid_types as AidType[]).map((t) => AID_TYPE_SECTOR[t]))].join('; ')],
  ['Aid types', '#sector+type', (r) => r.aid_types.join('; ')],
  ['Urgency', '#severity+name', (r) => r.urgency],
  ['Status', '#status', (r) => (r.status === 'published' && r.stale ? 'stale' : r.status)],
  ['Country', '#country+name', (r) => r.country],
  ['Country code', '#country+code', (r) => (mexicoAdm1(r.region, r.country) ? 'MEX' : '')],
  ['State / region', '#adm1+name', (r) => mexicoAdm1(r.region, r.country)?.name ?? r.region],
  ['State P-code', '#adm1+code', (r) => mexicoAdm1(r.region, r.country)?.pcode ?? ''],
  ['Place', '#loc+name', (r) => r.place_name],
  ['Latitude', '#geo+lat', (r) => coordinate(r.lat)],
  ['Longitude', '#geo+lon', (r) => coordinate(r.lng)],
  ['Organisation', '#org+name', (r) => r.organisation],
  ['People affected', '#affected+ind', (r) => (r.first ? r.people_affected : '')],
  ['People in need', '#inneed+ind', (r) => (r.first ? r.people_affected : '')],
  ['People reached', '#reached+ind', (r) => (r.first ? (r.helped ? r.people_affected : 0) : '')],
  ['Item', '#item+name', (r) => r.item_name ?? ''],
  ['Unit', '#item+unit', (r) => r.item_unit ?? ''],
  ['Quantity needed', '#value+needed', (r) => quantity(r.item_quantity)],
  ['Quantity committed', '#value+committed', (r) => (r.item_name === null ? '' : quantity(r.committed))],
  ['Quantity delivered', '#value+delivered', (r) => (r.item_name === null ? '' : quantity(r.delivered))],
  ['Needed until', '#date+end', (r) => r.needed_until],
  ['Verified on', '#date+approved', (r) => day(r.verified_at)],
  ['Posted on', '#date+reported', (r) => day(r.created_at)],
];

function csv<Row>(columns: Column<Row>[], rows: Row[]): string {
  return stringify([
    columns.map((c) => c[0]),
    columns.map((c) => c[1]),
    ...rows.map((r) => columns.map((c) => c[2](r))),
  ]);
}

function withFirst(rows: repo.ExportRequestRow[]): RequestRow[] {
  return rows.map((row, i) => ({ ...row, first: i === 0 || rows[i - 1]!.id !== row.id }));
}

/** Every request, whatever its status: the verifiers' export. */
export async function exportRequestsCsv(db: AppDb): Promise<string> {
  return csv(REQUEST_COLUMNS, withFirst(await repo.findRequestsForExport(db, false)));
}

/**
 * The public dataset: verified (published) requests only, with nothing about a person: no author, contact or
 * offerer, coordinates rounded to about 100 m.
 */
export async function exportPublicRequestsCsv(db: AppDb): Promise<string> {
  return csv(REQUEST_COLUMNS, withFirst(await repo.findRequestsForExport(db, true)));
}

type OfferRow = repo.AidOfferViewRow & { item?: repo.OfferItemRow };

const OFFER_COLUMNS: Column<OfferRow>[] = [
  ['Offer id', '#capacity+code', (o) => o.id],
  ['Request id', '#activity+code', (o) => o.requestId ?? ''],
  ['Request', '#activity+name', (o) => o.request_title ?? ''],
  ['Offered by', '#org+name', (o) => o.author_name ?? ''],
  ['Offer type', '#capacity+type', (o) => o.type],
  ['Details', '#description', (o) => o.details],
  ['Item', '#item+name', (o) => o.item?.name ?? ''],
  ['Unit', '#item+unit', (o) => o.item?.unit ?? ''],
  ['Quantity offered', '#value+offered', (o) => (o.item ? quantity(o.item.quantity) : '')],
  ['Shift', '#capacity+shift', (o) => o.shift ?? ''],
  ['Hours per day', '#value+hours', (o) => o.hoursPerDay ?? ''],
  ['Days', '#capacity+days', (o) => o.days.join('; ')],
  ['Volunteer coverage', '#capacity+coverage', (o) => o.coverage],
  ['Donation link', '#capacity+url', (o) => o.donationUrl ?? ''],
  ['Status', '#status', (o) => o.status],
  ['Delivered on', '#date+delivered', (o) => day(o.deliveredAt)],
  ['Offered on', '#date+reported', (o) => day(o.createdAt)],
];

/** One row per item an offer commits (an offer without items: one row), for verifiers only: it names offerers. */
export async function exportOffersCsv(db: AppDb): Promise<string> {
  const offers = await repo.findAllOffers(db);
  const items = await repo.findOfferItems(
    db,
    offers.map((o) => o.id),
  );
  const rows = offers.flatMap((o): OfferRow[] => {
    const own = items.filter((i) => i.offer_id === o.id);
    return own.length === 0 ? [o] : own.map((item) => ({ ...o, item }));
  });
  return csv(OFFER_COLUMNS, rows);
}
