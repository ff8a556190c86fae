import { z } from 'zod';
import { idSchema } from './id';
import { textSchema } from './text';

/** Ley General de Sociedades Cooperativas, art. 11: a cooperative is constituted with at least five members. */
export const COOPERATIVE_MIN_MEMBERS = 5;

/** The seven ICA cooperative principles (1995 Statement on the Cooperative Identity); texts live in the web app. */
export const ICA_PRINCIPLES = [
  'voluntary_open_membership',
  'democratic_member_control',
  'member_economic_participation',
  'autonomy_independence',
  'education_training_information',
  'cooperation_among_cooperatives',
  'concern_for_community',
] as const;

export const cooperativeStatus = (activeMembers: number): 'en_formacion' | 'constituida' =>
  activeMembers >= COOPERATIVE_MIN_MEMBERS ? 'constituida' : 'en_formacion';

/**
 * Splits `amount` (integer minor units) by shares with the largest-remainder method: every member gets the floor
 * of their exact part, and the units left over go to the largest fractional parts (ties to the earlier member),
 * so the parts always add up to exactly `amount`.
 */
export function splitByShares<T extends { shares: number }>(amount: number, members: readonly T[]): number[] {
  const total = members.reduce((sum, m) => sum + m.shares, 0);
  if (total <= 0 || members.length === 0) return members.map(() => 0);
  const exact = members.map((m) => (amount * m.shares) / total);
  const parts = exact.map(Math.floor);
  let left = amount - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, frac: x - Math.floor(x) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

/** Per person: cooperatives created, invitations and proposals sent in an hour (posting is rate limited). */
export const COOPERATIVE_RATE_LIMITS = { create: 5, invite: 40, propose: 20 } as const;

/** Quorum: more than half of the active members voted. Passed: quorum and more yes than no. */
export function proposalOutcome(votes: { yes: number; no: number; abstain: number }, activeMembers: number) {
  const cast = votes.yes + votes.no + votes.abstain;
  const quorum = Math.floor(activeMembers / 2) + 1;
  const quorumReached = cast >= quorum;
  return { cast, quorum, quorumReached, passed: quorumReached && votes.yes > votes.no };
}

export const cooperativeCreateSchema = z.object({
  name: textSchema().trim().min(3).max(80),
  purpose: textSchema({ multiline: true }).trim().min(10).max(500),
  city: textSchema().trim().min(2).max(80),
});
export const cooperativeInviteSchema = z.object({ email: z.email().max(200) });
export const cooperativeContributeSchema = z.object({ listingId: idSchema });
export const cooperativeSharesSchema = z.object({ shares: z.number().int().min(1).max(1000) });
export const proposalCreateSchema = z.object({
  title: textSchema().trim().min(3).max(120),
  body: textSchema({ multiline: true }).trim().min(3).max(2000),
});
export const VOTE_CHOICES = ['yes', 'no', 'abstain'] as const;
export const voteSchema = z.object({ choice: z.enum(VOTE_CHOICES) });

export const cooperativeSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  purpose: z.string(),
  city: z.string(),
  activeMembers: z.number().int(),
  status: z.enum(['en_formacion', 'constituida']),
  myStatus: z.enum(['invited', 'active']),
});
export type CooperativeSummary = z.infer<typeof cooperativeSummarySchema>;

export const cooperativeDetailSchema = cooperativeSummarySchema.extend({
  founderId: z.string(),
  members: z.array(
    z.object({
      userId: z.string(),
      name: z.string().nullable(),
      status: z.enum(['invited', 'active']),
      shares: z.number().int(),
      /** This member's part of the pooled listings' earnings, MXN cents. */
      earnings: z.number().int(),
    }),
  ),
  listings: z.array(z.object({ id: z.number().int(), title: z.string(), contributedBy: z.string() })),
  /** Owners' net earnings of completed rentals of the pooled listings, MXN cents. */
  earnings: z.number().int(),
  proposals: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      body: z.string(),
      createdAt: z.string(),
      yes: z.number().int(),
      no: z.number().int(),
      abstain: z.number().int(),
      cast: z.number().int(),
      quorum: z.number().int(),
      quorumReached: z.boolean(),
      passed: z.boolean(),
      myVote: z.enum(VOTE_CHOICES).nullable(),
    }),
  ),
});
export type CooperativeDetail = z.infer<typeof cooperativeDetailSchema>;
export const cooperativeListSchema = z.object({ items: z.array(cooperativeSummarySchema) });
