import { AID_TYPE_SECTOR, type AidType } from '@vira/domain/aid';
import { stringify } from 'csv-stringify/sync';
import type { AppDb } from '../../db/client';
import * as repo from './aid.repository';

/**
 * CSV with the HXL 1.1 hashtag row under the header row (https://hxlstandard.org/standard/1-1final/), so
 * humanitarian tools (HDX, HXL Proxy) read the columns without mapping. Attributes: +id, +name, +type, +num …
 */
const REQUEST_COLUMNS: [header: string, hashtag: string][] = [
  ['Request id', '#activity+id'],
  ['Title', '#activity+name'],
  ['State / region', '#adm1+name'],
  ['Country', '#country+name'],
  ['Place', '#loc+name'],
  ['Latitude', '#geo+lat'],
  ['Longitude', '#geo+lon'],
  ['People affected', '#affected+num'],
  ['Quantity in need', '#inneed+num'],
  ['Quantity reached (committed)', '#reached+num'],
  ['Sector', '#sector'],
  ['Aid types', '#sector+type'],
  ['Urgency', '#severity'],
  ['Organisation', '#org+name'],
  ['Status', '#status'],
  ['Needed until', '#date+end'],
  ['Verified on', '#date+verified'],
  ['Posted on', '#date+reported'],
];

const OFFER_COLUMNS: [header: string, hashtag: string][] = [
  ['Offer id', '#capacity+id'],
  ['Request id', '#activity+id'],
  ['Request', '#activity+name'],
  ['Offered by', '#org+name'],
  ['Offer type', '#capacity+type'],
  ['Details', '#capacity+description'],
  ['Quantity committed', '#capacity+num'],
  ['Shift', '#capacity+shift'],
  ['Hours per day', '#capacity+hours+num'],
  ['Days', '#capacity+days'],
  ['Volunteer coverage', '#capacity+coverage'],
  ['Donation link', '#capacity+url'],
  ['Status', '#status'],
  ['Offered on', '#date+reported'],
];

const day = (value: Date | string | null) => (value ? new Date(value).toISOString().slice(0, 10) : '');

function csv(columns: [string, string][], rows: (string | number)[][]): string {
  return stringify([columns.map((c) => c[0]), columns.map((c) => c[1]), ...rows]);
}

export async function exportRequestsCsv(db: AppDb): Promise<string> {
  const rows = await repo.findRequestsForExport(db);
  return csv(
    REQUEST_COLUMNS,
    rows.map((r) => {
      const types = r.aid_types as AidType[];
      return [
        r.id,
        r.title,
        r.region,
        r.country,
        r.place_name,
        Number(r.lat),
        Number(r.lng),
        r.people_affected,
        Number(r.in_need),
        Number(r.reached),
        [...new Set(types.map((t) => AID_TYPE_SECTOR[t]))].join('; '),
        types.join('; '),
        r.urgency,
        r.organisation,
        r.status === 'published' && r.stale ? 'stale' : r.status,
        r.needed_until,
        day(r.verified_at),
        day(r.created_at),
      ];
    }),
  );
}

export async function exportOffersCsv(db: AppDb): Promise<string> {
  const offers = await repo.findAllOffers(db);
  const items = await repo.findOfferItems(
    db,
    offers.map((o) => o.id),
  );
  return csv(
    OFFER_COLUMNS,
    offers.map((o) => [
      o.id,
      o.requestId ?? '',
      o.request_title ?? '',
      o.author_name ?? '',
      o.type,
      o.details,
      items
        .filter((i) => i.offer_id === o.id)
        .map((i) => `${Number(i.quantity)} ${i.unit} ${i.name}`)
        .join('; '),
      o.shift ?? '',
      o.hoursPerDay ?? '',
      o.days.join('; '),
      o.coverage,
      o.donationUrl ?? '',
      o.status,
      day(o.createdAt),
    ]),
  );
}
