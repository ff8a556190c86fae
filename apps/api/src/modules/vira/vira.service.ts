import type { AccountRoles, ViraApplication, ViraApplicationData } from '@vira/domain/vira';
import type { Locale } from '@vira/domain/locales';
import { CONTROL_CHARACTER_REASON, NUL_CHARACTER_REASON } from '@vira/domain/text';
import type { ZodError } from 'zod';
import type { Env } from '../../config/env';
import type { AppDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import { validationError } from '../../http/error-response';
import type { SessionUser } from '../../http/context';
import { isAdmin } from '../staff';
import { withAuditContext } from '../audit';
import { toViraApplication } from './vira.mapper';
import { viraMessages } from './vira.messages';
import * as repo from './vira.repository';

export async function accountRoles(db: AppDb, env: Env, user: SessionUser): Promise<AccountRoles> {
  const [isVira, application] = await Promise.all([repo.findIsVira(db, user.id), repo.latestApplication(db, user.id)]);
  return { isVira, isAdmin: isAdmin(env, user), application: application ? toViraApplication(application) : null };
}

/**
 * A missing or over-long field reads as the spec's one sentence for an incomplete form; a text with a character
 * we refuse (a NUL, a control character) says so instead, since filling the form in would not help.
 */
export function applicationInputError(error: ZodError, locale: Locale): AppError {
  const refused = [NUL_CHARACTER_REASON, CONTROL_CHARACTER_REASON];
  if (error.issues.some((issue) => refused.includes(issue.message))) return validationError(error, locale);
  const fields = Object.fromEntries(error.issues.map((i) => [i.path.join('.') || 'body', 'required']));
  return new AppError(400, 'vira_application_incomplete', viraMessages.incomplete, {}, fields);
}

/** One open application per person; a rejected person may apply again. */
export async function applyToBeVira(
  db: AppDb,
  user: SessionUser,
  input: ViraApplicationData,
): Promise<ViraApplication> {
  if (await repo.findIsVira(db, user.id)) throw new AppError(409, 'already_vira', viraMessages.alreadyVira);
  const row = await withAuditContext(db, { actorId: user.id, actorRole: 'user' }, (tx) =>
    repo.insertApplication(tx, { ...input, userId: user.id }),
  );
  if (!row) throw new AppError(409, 'vira_application_open', viraMessages.alreadyOpen);
  return toViraApplication(row);
}
