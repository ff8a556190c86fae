/**
 * The kinds of aid and the urgencies, without zod: the humanitarian screen lists them before a visitor opens any
 * form, and a screen that only lists them loads no schema library for it (issue 35). aid.ts validates with them.
 */
/** The spec's aid types (document 1, section 3), in its order. */
export const AID_TYPES = [
  'food',
  'water',
  'medical',
  'shelter',
  'clothing',
  'transport',
  'private_transport_aid',
  'k9_rescue_aid',
  'funeral_transport',
  'pet_food',
  'other',
] as const;
export type AidType = (typeof AID_TYPES)[number];

/** Most urgent first: the order lists are sorted by. */
export const URGENCIES = ['critical', 'high', 'medium', 'low'] as const;
export type Urgency = (typeof URGENCIES)[number];
