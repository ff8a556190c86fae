import {
  TENDER_CATEGORIES,
  type SavedTenderSearch,
  type TenderCategory,
  type TenderDetail,
  type TenderSummary,
} from '@vira/domain/tender';
import { minorUnits } from './ocds-record';
import type { SavedSearchRow, TenderRow, TenderSummaryRow } from './tenders.repository';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : {});
const arr = (v: unknown): Json[] => (Array.isArray(v) ? v.filter((x) => typeof x === 'object' && x !== null) : []);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
/** Only a web address becomes a link: an imported package may carry `data:` or `javascript:` URLs. */
const webUrl = (v: unknown): string | null => {
  const text = str(v);
  if (!text) return null;
  try {
    const { protocol } = new URL(text);
    return protocol === 'https:' || protocol === 'http:' ? text : null;
  } catch {
    return null;
  }
};
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export function toTenderSummary(row: TenderSummaryRow): TenderSummary {
  return {
    ocid: row.ocid,
    title: row.title,
    buyer: row.buyer,
    state: row.state,
    method: row.method,
    category: (TENDER_CATEGORIES as readonly string[]).includes(row.category)
      ? (row.category as TenderCategory)
      : 'government_contracts',
    status: row.status as TenderSummary['status'],
    amount: row.amount,
    currency: row.currency,
    deadline: row.deadline?.toISOString() ?? null,
    sample: row.sample,
  };
}

/** The tender page, read from the compiled release. */
export function toTenderDetail(row: TenderRow, following: boolean): TenderDetail {
  const c = row.compiled;
  const tender = obj(c.tender);
  const documents = arr(tender.documents).map((d) => ({
    id: String(d.id ?? ''),
    title: str(d.title) ?? webUrl(d.url) ?? '—',
    type: str(d.documentType),
    url: webUrl(d.url),
  }));
  const parties = arr(c.parties);
  const partyName = (ref: Json) => str(ref.name) ?? str(parties.find((p) => p.id === ref.id)?.name) ?? '—';
  const awards = arr(c.awards).map((a) => ({
    id: String(a.id ?? ''),
    status: str(a.status),
    date: str(a.date),
    suppliers: arr(a.suppliers).map(partyName),
    amount: minorUnits(a.value),
    currency: str(obj(a.value).currency),
  }));
  const documentsOf = (v: unknown) =>
    arr(v).map((d) => ({
      id: String(d.id ?? ''),
      title: str(d.title) ?? webUrl(d.url) ?? '—',
      type: str(d.documentType),
      url: webUrl(d.url),
    }));
  // The contracting and implementation stages, as the record keeps them (OCDS contracts[].implementation).
  const contracts = arr(c.contracts).map((k) => {
    const implementation = obj(k.implementation);
    return {
      id: String(k.id ?? ''),
      awardId: k.awardID === undefined || k.awardID === null ? null : String(k.awardID),
      title: str(k.title),
      status: str(k.status),
      dateSigned: str(k.dateSigned),
      period: { start: str(obj(k.period).startDate), end: str(obj(k.period).endDate) },
      amount: minorUnits(k.value),
      currency: str(obj(k.value).currency),
      documents: documentsOf(k.documents),
      implementation: {
        transactions: arr(implementation.transactions).map((t) => {
          const value = obj(t.value).amount !== undefined ? t.value : t.amount;
          return {
            id: String(t.id ?? ''),
            date: str(t.date),
            amount: minorUnits(value),
            currency: str(obj(value).currency),
            payer: str(obj(t.payer).name) ?? (obj(t.payer).id ? partyName(obj(t.payer)) : null),
            payee: str(obj(t.payee).name) ?? (obj(t.payee).id ? partyName(obj(t.payee)) : null),
          };
        }),
        milestones: arr(implementation.milestones).map((m) => ({
          id: String(m.id ?? ''),
          title: str(m.title) ?? str(m.description) ?? '—',
          status: str(m.status),
          dueDate: str(m.dueDate),
          dateMet: str(m.dateMet),
        })),
        documents: documentsOf(implementation.documents),
      },
    };
  });
  return {
    ...toTenderSummary(row),
    description: row.description,
    methodDetails: str(tender.procurementMethodDetails),
    dates: {
      published: str(obj(tender.tenderPeriod).startDate) ?? str(tender.datePublished),
      clarifications: str(obj(tender.enquiryPeriod).endDate),
      opening: str(obj(tender.tenderPeriod).endDate),
      ruling: str(obj(tender.awardPeriod).startDate) ?? awards[0]?.date ?? null,
    },
    items: arr(tender.items).map((i) => ({
      id: String(i.id ?? ''),
      description: str(i.description) ?? '—',
      classification: str(obj(i.classification).id)
        ? `${str(obj(i.classification).scheme) ?? ''} ${str(obj(i.classification).id)} ${str(obj(i.classification).description) ?? ''}`.trim()
        : null,
      quantity: num(i.quantity),
      unit: str(obj(i.unit).name),
    })),
    documents,
    awards,
    contracts,
    officialUrl: documents.find((d) => d.type === 'tenderNotice' && d.url)?.url ?? null,
    releases: row.releaseCount,
    following,
  };
}

export function toSavedSearch(row: SavedSearchRow): SavedTenderSearch {
  return { id: row.id, name: row.name, filters: row.filters, createdAt: row.createdAt.toISOString() };
}
