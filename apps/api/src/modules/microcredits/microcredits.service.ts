import {
  MAX_PAYMENT_TO_INCOME,
  simulateLoan,
  type LoanApplication,
  type LoanApplicationData,
  type RentalIncome,
} from '@vira/domain/microcredit';
import type { LendingPartner, LoanRequest } from '../../adapters/lending/lending-partner';
import { z, type ZodError } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { AppDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import { commonMessages } from '../../i18n/common-messages';
import { defineJob, enqueueJob } from '../jobs';
import { formatMoney, notify } from '../notifications';
import { enforceRateLimits } from '../rate-limit';
import { toApplication } from './microcredits.mapper';
import { microcreditMessages } from './microcredits.messages';
import * as repo from './microcredits.repository';

const INCOME_MONTHS = 6;
export async function rentalIncome(db: AppDb, userId: string): Promise<RentalIncome> {
  const { total, active } = await repo.rentalEarnings(db, userId, INCOME_MONTHS);
  return { monthlyAverage: Math.round(total / INCOME_MONTHS), activeListings: active, months: INCOME_MONTHS };
}

/** A refused application: no consent has its own sentence, anything else is an invalid application. */
export function applicationInputError(error: ZodError): AppError {
  const fields = Object.fromEntries(error.issues.map((i) => [i.path.join('.') || 'body', i.code]));
  if (error.issues.some((i) => i.path[0] === 'consent'))
    return new AppError(400, 'consent_required', microcreditMessages.consentRequired, {}, fields);
  return new AppError(400, 'invalid_application', commonMessages.invalidBody, {}, fields);
}

const CHECK_JOB = 'microcredit-partner-check';
/** How long Vira keeps asking a partner about an application in review before it stops (about 30 days). */
const MAX_CHECKS = 30 * 24 * 4;

function loanRequestOf(
  row: repo.ApplicationRow,
  user: LoanRequest['applicant'],
  activeListings: number,
  other: number,
) {
  return {
    applicationId: row.id,
    applicant: user,
    amount: row.amount,
    termMonths: row.termMonths,
    annualRate: row.annualRate,
    cat: row.cat,
    monthlyPayment: row.instalment,
    purpose: row.purpose,
    monthlyIncome: row.monthlyIncome,
    rentalIncome: row.rentalIncome,
    activeListings,
    otherMonthlyPayments: other,
  } satisfies LoanRequest;
}

function scheduleCheck(deps: AppDeps, partner: LendingPartner, id: string, attempt: number, from = deps.clock.now()) {
  const runAt = new Date(from.getTime() + partner.reviewSeconds * 1000);
  return enqueueJob(
    deps.database.db,
    partnerCheckJob,
    { id, attempt },
    { runAt, dedupeKey: `${CHECK_JOB}:${id}:${attempt}` },
  );
}

/**
 * Stores the application, forwards it to the partner and records its answer. The server recomputes the
 * simulation; the client's figures are never trusted. Vira refuses, before anything reaches the partner, an
 * application whose payment together with the person's open or active Vira loans would take more than 35 % of
 * their income. When the partner fails the application is withdrawn, so the person can send it again.
 */
export async function apply(deps: AppDeps, user: SessionUser, input: LoanApplicationData): Promise<LoanApplication> {
  const { db } = deps.database;
  await enforceRateLimits(db, [{ key: `microcredit:${user.id}`, limit: 5, windowSeconds: 86_400 }], deps.clock.now());
  const simulation = simulateLoan(input);
  const income = await rentalIncome(db, user.id);
  const partner = deps.adapters.lending;
  const instalment = simulation.rows[0]!.total;
  const limit = (input.monthlyIncome + income.monthlyAverage) * MAX_PAYMENT_TO_INCOME;
  const outcome = await repo.insertIfAffordable(
    db,
    {
      userId: user.id,
      partner: partner.name,
      amount: input.amount,
      termMonths: input.termMonths,
      annualRate: input.annualRate,
      openingFeePercent: input.openingFeePercent,
      monthlyFee: input.monthlyFee,
      cat: simulation.cat,
      instalment,
      purpose: input.purpose,
      monthlyIncome: input.monthlyIncome,
      rentalIncome: income.monthlyAverage,
    },
    (committed) => committed + instalment <= limit,
  );
  if (outcome.kind === 'open') throw new AppError(409, 'application_open', microcreditMessages.alreadyOpen);
  if (outcome.kind === 'unaffordable') {
    const total = input.monthlyIncome + income.monthlyAverage;
    const share = total > 0 ? Math.ceil(((outcome.committed + instalment) / total) * 100) : 100;
    throw new AppError(422, 'payment_to_income', microcreditMessages.overIncome, {
      share,
      limit: Math.round(MAX_PAYMENT_TO_INCOME * 100),
    });
  }
  const { row, committed } = outcome;
  const applicant = { id: user.id, email: user.email, name: user.name ?? null };
  try {
    const decision = await partner.submit(loanRequestOf(row, applicant, income.activeListings, committed));
    const decided = await repo.recordDecision(db, row.id, decision);
    if (decision.status === 'in_review') await scheduleCheck(deps, partner, row.id, 1);
    return toApplication(decided ?? row);
  } catch (error) {
    deps.logger.error({ err: error, partner: partner.name }, 'lending partner failed');
    await repo.withdraw(db, row.id, user.id);
    throw new AppError(502, 'partner_unavailable', microcreditMessages.partnerUnavailable);
  }
}

/**
 * Asks the partner again about an application it took in review, and records its answer. The job re-reads the
 * application, so one withdrawn or decided meanwhile is left alone.
 */
export async function checkApplication(
  deps: AppDeps,
  id: string,
  attempt: number,
  now = deps.clock.now(),
): Promise<void> {
  const { db } = deps.database;
  const row = await repo.findApplication(db, id);
  if (!row || row.status !== 'in_review' || !row.externalId) return;
  const partner = deps.adapters.lending;
  const [income, other, contact] = await Promise.all([
    rentalIncome(db, row.userId),
    repo.committedPayments(db, row.userId, row.id),
    repo.applicantOf(db, row.userId),
  ]);
  const request = loanRequestOf(
    row,
    { id: row.userId, email: contact?.email ?? '', name: contact?.name ?? null },
    income.activeListings,
    other,
  );
  let decision;
  try {
    decision = await partner.check(row.externalId, request);
  } catch (error) {
    deps.logger.error({ err: error, partner: partner.name }, 'lending partner check failed');
  }
  if (decision && decision.status !== 'in_review') {
    const decided = await repo.recordDecision(db, row.id, decision);
    // Told only when the answer changed an open application (not one withdrawn meanwhile): the person left the
    // page a while ago, so the bell and an e-mail say it.
    if (decided && decided.status !== 'in_review') await tellApplicant(deps, decided);
    return;
  }
  if (attempt < MAX_CHECKS) await scheduleCheck(deps, partner, row.id, attempt + 1, now);
}

async function tellApplicant(deps: AppDeps, row: { id: string; userId: string; amount: number; status: string }) {
  await notify(deps, {
    userId: row.userId,
    type: 'microcredit',
    template: row.status === 'approved' ? 'microcredit_approved' : 'microcredit_rejected',
    params: { amount: formatMoney(row.amount, 'MXN') },
    path: '/microcredits',
    dedupeKey: `microcredit:${row.id}:${row.status}`,
  });
}

export const partnerCheckJob = defineJob(
  CHECK_JOB,
  z.object({ id: z.string(), attempt: z.number().int().positive() }),
  async (deps, { id, attempt }) => {
    await checkApplication(deps, id, attempt);
  },
);

export async function listApplications(db: AppDb, user: SessionUser) {
  return { applications: (await repo.listApplications(db, user.id)).map(toApplication) };
}

/** Someone else's application answers exactly like a missing one. */
export async function getApplication(db: AppDb, user: SessionUser, id: string): Promise<LoanApplication> {
  const row = await repo.findApplication(db, id);
  if (!row || row.userId !== user.id) throw new AppError(404, 'not_found', commonMessages.notFound);
  return toApplication(row);
}

export async function withdrawApplication(db: AppDb, user: SessionUser, id: string): Promise<LoanApplication> {
  const row = await repo.withdraw(db, id, user.id);
  if (!row) throw new AppError(404, 'not_found', commonMessages.notFound);
  return toApplication(row);
}
