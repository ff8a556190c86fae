import {
  cooperativeStatus,
  proposalOutcome,
  type CooperativeDetail,
  type CooperativeSummary,
} from '@vira/domain/cooperative';
import type { CooperativeRow, MemberRow, ProposalRow, SummaryRow } from './cooperatives.repository';

export function toSummary(row: SummaryRow): CooperativeSummary {
  return {
    id: row.id,
    name: row.name,
    purpose: row.purpose,
    city: row.city,
    activeMembers: Number(row.activeMembers),
    status: cooperativeStatus(Number(row.activeMembers)),
    myStatus: row.myStatus,
  };
}

export function toDetail(
  coop: CooperativeRow,
  myStatus: 'invited' | 'active',
  members: MemberRow[],
  listings: CooperativeDetail['listings'],
  partOf: Map<string, number>,
  proposals: ProposalRow[],
): CooperativeDetail {
  const active = members.filter((m) => m.status === 'active');
  const earnings = [...partOf.values()].reduce((sum, part) => sum + part, 0);
  return {
    id: coop.id,
    name: coop.name,
    purpose: coop.purpose,
    city: coop.city,
    founderId: coop.founderId,
    activeMembers: active.length,
    status: cooperativeStatus(active.length),
    myStatus,
    members: members.map((m) => ({ ...m, shares: Number(m.shares), earnings: partOf.get(m.userId) ?? 0 })),
    listings,
    earnings,
    proposals: proposals.map((p) => {
      const votes = { yes: Number(p.yes), no: Number(p.no), abstain: Number(p.abstain) };
      return {
        id: p.id,
        title: p.title,
        body: p.body,
        createdAt: new Date(p.createdAt).toISOString(),
        ...votes,
        ...proposalOutcome(votes, active.length),
        myVote: p.myVote,
      };
    }),
  };
}
