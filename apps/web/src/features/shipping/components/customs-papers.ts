import { toMinor, type CurrencyCode } from '@vira/domain/currencies';
import type { CustomsParty, ShippingDetail } from '@vira/domain/shipping';
import { z } from 'zod';

const text = (max: number) => z.string().trim().max(max);
const PARTY_FIELDS = ['name', 'business', 'street', 'postalCode', 'city', 'country'] as const;
const PAPER_FIELDS = [
  'senderReference',
  'importerReference',
  'importerContact',
  'licenceNumbers',
  'certificateNumbers',
  'invoiceNumber',
  'otherExplanation',
  'officeOfOrigin',
] as const;

const partyForm = z.object({
  name: text(120),
  business: text(120),
  street: text(200),
  postalCode: text(20),
  city: text(120),
  country: z.string(),
});
export type PartyForm = z.input<typeof partyForm>;

/**
 * The CN22/CN23 boxes besides the contents, as typed: every box may stay empty (then the printed form leaves it to
 * be filled by hand), but a sender or addressee someone starts needs name, street, city and country.
 */
export const papersFormSchema = z
  .object({
    sender: partyForm,
    addressee: partyForm,
    ...Object.fromEntries(PAPER_FIELDS.map((f) => [f, text(120)])),
    postalCharges: z.string().trim(),
    comments: text(500),
  } as {
    sender: typeof partyForm;
    addressee: typeof partyForm;
    postalCharges: z.ZodString;
    comments: z.ZodString;
  } & Record<(typeof PAPER_FIELDS)[number], z.ZodString>)
  .superRefine((papers, ctx) => {
    for (const who of ['sender', 'addressee'] as const) {
      const party = papers[who];
      if (!PARTY_FIELDS.some((f) => party[f])) continue;
      for (const f of ['name', 'street', 'city', 'country'] as const)
        if (party[f].length < (f === 'country' ? 2 : f === 'city' ? 1 : 2))
          ctx.addIssue({ code: 'custom', message: 'required', path: [who, f] });
    }
    if (papers.postalCharges && !(Number(papers.postalCharges) >= 0))
      ctx.addIssue({ code: 'custom', message: 'number', path: ['postalCharges'] });
  });
export type PapersForm = z.input<typeof papersFormSchema>;

const emptyParty = (): PartyForm => ({ name: '', business: '', street: '', postalCode: '', city: '', country: '' });

export const emptyPapers = (): PapersForm => ({
  sender: emptyParty(),
  addressee: emptyParty(),
  ...(Object.fromEntries(PAPER_FIELDS.map((f) => [f, ''])) as Record<(typeof PAPER_FIELDS)[number], string>),
  postalCharges: '',
  comments: '',
});

const partyOf = (p: PartyForm): CustomsParty | undefined =>
  p.name
    ? {
        name: p.name,
        street: p.street,
        city: p.city,
        country: p.country as CustomsParty['country'],
        ...(p.business ? { business: p.business } : {}),
        ...(p.postalCode ? { postalCode: p.postalCode } : {}),
      }
    : undefined;

/** What the API takes: empty boxes left out, postal charges in the booking's currency's minor units. */
export function papersBody(p: z.output<typeof papersFormSchema>, currency: CurrencyCode) {
  const body: Record<string, unknown> = {
    sender: partyOf(p.sender),
    addressee: partyOf(p.addressee),
    postalChargesMinor: p.postalCharges ? toMinor(Number(p.postalCharges), currency) : undefined,
    comments: p.comments || undefined,
  };
  for (const f of PAPER_FIELDS) body[f] = p[f] || undefined;
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
}

/** A stored declaration's papers back into the form. */
export function papersOf(d: ShippingDetail['declaration'], toMajor: (minor: number) => number): PapersForm {
  const party = (p: ShippingDetail['declaration']['sender']): PartyForm =>
    p
      ? {
          name: p.name,
          business: p.business ?? '',
          street: p.street,
          postalCode: p.postalCode ?? '',
          city: p.city,
          country: p.country,
        }
      : emptyParty();
  return {
    sender: party(d.sender),
    addressee: party(d.addressee),
    ...(Object.fromEntries(PAPER_FIELDS.map((f) => [f, d[f] ?? ''])) as Record<(typeof PAPER_FIELDS)[number], string>),
    postalCharges: d.postalChargesMinor === undefined ? '' : String(toMajor(d.postalChargesMinor)),
    comments: d.comments ?? '',
  };
}

export { PAPER_FIELDS };
