import {
  simulateLoan,
  type LoanApplication,
  type LoanApplicationData,
  type RentalIncome,
} from '@vira/domain/microcredit';
import { createLendingPartner } from '../../adapters/lending/create-lending-partner';
import type { LendingPartner } from '../../adapters/lending/lending-partner';
import type { ZodError } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { AppDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import { commonMessages } from '../../i18n/common-messages';
import { enforceRateLimits } from '../rate-limit/rate-limit.service';
import { toApplication } from './microcredits.mapper';
import { microcreditMessages } from './microcredits.messages';
import * as repo from './microcredits.repository';

const INCOME_MONTHS = 6;
const partners = new WeakMap<AppDeps, LendingPartner>();

function partnerOf(deps: AppDeps): LendingPartner {
  let partner = partners.get(deps);
  if (!partner) {
    partner = createLendingPartner(deps.env);
    partners.set(deps, partner);
  }
  return partner;
}

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

/**
 * Stores the application, forwards it to the partner and records its answer. The server recomputes the
 * simulation; the client's figures are never trusted. When the partner fails the application is withdrawn, so the person can send it again.
 */
export async function apply(deps: AppDeps, user: SessionUser, input: LoanApplicationData): Promise<LoanApplication> {
  const { db } = deps.database;
  await enforceRateLimits(db, [{ key: `microcredit:${user.id}`, limit: 5, windowSeconds: 86_400 }]);
  const simulation = simulateLoan(input);
  const income = await rentalIncome(db, user.id);
  const partner = partnerOf(deps);
  const row = await repo.insertApplication(db, {
    userId: user.id,
    partner: partner.name,
    amount: input.amount,
    termMonths: input.termMonths,
    annualRate: input.annualRate,
    openingFeePercent: input.openingFeePercent,
    monthlyFee: input.monthlyFee,
    cat: simulation.cat,
    instalment: simulation.rows[0]!.total,
    purpose: input.purpose,
    monthlyIncome: input.monthlyIncome,
    rentalIncome: income.monthlyAverage,
  });
  if (!row) throw new AppError(409, 'application_open', microcreditMessages.alreadyOpen);
  try {
    const decision = await partner.submit({
      applicationId: row.id,
      applicant: { id: user.id, email: user.email, name: user.name ?? null },
      amount: row.amount,
      termMonths: row.termMonths,
      annualRate: row.annualRate,
      cat: row.cat,
      monthlyPayment: row.instalment,
      purpose: row.purpose,
      monthlyIncome: row.monthlyIncome,
      rentalIncome: row.rentalIncome,
      activeListings: income.activeListings,
    });
    return toApplication(await repo.recordDecision(db, row.id, decision));
  } catch (error) {
    deps.logger.error({ err: error, partner: partner.name }, 'lending partner failed');
    await repo.withdraw(db, row.id, user.id);
    throw new AppError(502, 'partner_unavailable', microcreditMessages.partnerUnavailable);
  }
}

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
