import {
  MEXICAN_STATES,
  TENDER_STATUSES,
  type ProcurementMethod,
  type TenderCategory,
  type TenderStatus,
} from '@vira/domain/tender';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * OCDS 1.1 merge: releases applied oldest first; objects merge field by field, arrays of objects with `id`
 * merge item by item on `id`, any other value (and any other array) replaces the earlier one, `null` removes
 * the field. This is the standard's compiled release without the versioned history.
 */
export function mergeInto(target: Json, release: Json): Json {
  const out: Json = { ...target };
  for (const [key, value] of Object.entries(release)) {
    if (value === null) {
      delete out[key];
    } else if (isObject(value)) {
      out[key] = mergeInto(isObject(out[key]) ? out[key] : {}, value);
    } else if (Array.isArray(value) && value.length > 0 && value.every((v) => isObject(v) && 'id' in v)) {
      const previous = Array.isArray(out[key]) ? (out[key] as unknown[]).filter(isObject) : [];
      const byId = new Map(previous.map((item) => [String(item.id), item]));
      for (const item of value as Json[]) {
        const id = String(item.id);
        byId.set(id, mergeInto(byId.get(id) ?? {}, item));
      }
      out[key] = [...byId.values()];
    } else {
      out[key] = value;
    }
  }
  return out;
}

export function compileRecord(releases: readonly Json[]): Json {
  const ordered = [...releases].sort((a, b) => String(a.date).localeCompare(String(b.date)));
  const compiled = ordered.reduce<Json>((acc, r) => mergeInto(acc, r), {});
  const last = ordered[ordered.length - 1];
  return { ...compiled, id: `${String(compiled.ocid)}-${String(last?.date ?? '')}`, tag: ['compiled'] };
}

/** Lower case without accents: "Licitación" and "licitacion" find each other. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const obj = (v: unknown): Json => (isObject(v) ? v : {});
const arr = (v: unknown): Json[] => (Array.isArray(v) ? v.filter(isObject) : []);

/** Minor units from an OCDS value (a decimal amount). */
export function minorUnits(value: unknown): number | null {
  const amount = obj(value).amount;
  return typeof amount === 'number' && Number.isFinite(amount) && amount >= 0 ? Math.round(amount * 100) : null;
}

/**
 * OCDS `procurementMethod`; `limited` (and a missing code) is split by Mexico's procedure named in
 * `procurementMethodDetails`: an invitation is selective, anything else limited is a direct award.
 */
export function methodOf(tender: Json): ProcurementMethod | null {
  const method = str(tender.procurementMethod);
  const details = foldText(str(tender.procurementMethodDetails) ?? '');
  if (method === 'open' || method === 'selective' || method === 'direct') return method;
  if (details.includes('invitacion')) return 'selective';
  if (method === 'limited' || details.includes('adjudicacion directa')) return 'direct';
  if (details.includes('licitacion publica')) return 'open';
  return null;
}

/**
 * OCDS has no slot for our taxonomy, so the category is read from the words of the title, description and
 * items (decision 022); whatever matches none is a general government contract.
 */
const CATEGORY_WORDS: [TenderCategory, string[]][] = [
  ['security', ['seguridad', 'vigilancia', 'patrulla', 'videovigilancia', 'policia', 'blindaje', 'proteccion civil']],
  [
    'clean_energy',
    [
      'solar',
      'fotovoltaic',
      'eolic',
      'energia limpia',
      'energia renovable',
      'luminarias led',
      'eficiencia energetica',
      'electromovilidad',
    ],
  ],
  [
    'public_tech_exchange',
    [
      'software',
      'informatic',
      'computo',
      'licencias',
      'telecomunicaciones',
      'plataforma digital',
      'datos abiertos',
      'conectividad',
    ],
  ],
  [
    'regional_products',
    ['artesan', 'cafe', 'alimentos', 'productores locales', 'agricola', 'canasta basica', 'miel', 'textil'],
  ],
];

export function categoryOf(text: string): TenderCategory {
  const folded = foldText(text);
  return CATEGORY_WORDS.find(([, words]) => words.some((w) => folded.includes(w)))?.[0] ?? 'government_contracts';
}

const STATE_ALIASES: Record<string, string> = {
  cdmx: 'Ciudad de México',
  'distrito federal': 'Ciudad de México',
  'estado de mexico': 'México',
  edomex: 'México',
  'coahuila de zaragoza': 'Coahuila',
  'michoacan de ocampo': 'Michoacán',
  'veracruz de ignacio de la llave': 'Veracruz',
};

export function stateOf(region: string | null): string | null {
  if (!region) return null;
  const folded = foldText(region);
  return STATE_ALIASES[folded] ?? MEXICAN_STATES.find((s) => foldText(s) === folded) ?? null;
}

export interface TenderColumns {
  title: string;
  description: string | null;
  buyer: string;
  state: string | null;
  method: ProcurementMethod | null;
  category: TenderCategory;
  status: TenderStatus | null;
  amount: number | null;
  currency: string | null;
  deadline: Date | null;
  searchText: string;
}

function dateOf(v: unknown): Date | null {
  const s = str(v);
  if (!s) return null;
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The searchable columns of a compiled release. */
export function columnsOf(compiled: Json): TenderColumns {
  const tender = obj(compiled.tender);
  const parties = arr(compiled.parties);
  const buyerRef = obj(compiled.buyer);
  const buyerParty =
    parties.find((p) => p.id === buyerRef.id) ??
    parties.find((p) => Array.isArray(p.roles) && p.roles.includes('buyer'));
  const buyer = str(buyerRef.name) ?? str(buyerParty?.name) ?? '—';
  const title = str(tender.title) ?? str(compiled.ocid) ?? '—';
  const description = str(tender.description);
  const items = arr(tender.items)
    .map((i) => str(i.description) ?? '')
    .join(' ');
  const status = str(tender.status);
  return {
    title,
    description,
    buyer,
    state: stateOf(str(obj(buyerParty?.address).region)),
    method: methodOf(tender),
    category: categoryOf(`${title} ${description ?? ''} ${items}`),
    status: (TENDER_STATUSES as readonly string[]).includes(status ?? '') ? (status as TenderStatus) : null,
    amount: minorUnits(tender.value),
    currency: str(obj(tender.value).currency),
    deadline: dateOf(obj(tender.tenderPeriod).endDate),
    searchText: foldText([title, description, buyer, items].filter(Boolean).join(' ')),
  };
}
