import { viraApplicationInputSchema, type AccountRoles, type ViraApplication } from '@vira/domain/vira';
import type { Env } from '../../config/env';
import type { AppDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import { isAdmin } from '../admin/admin-access';
import { withAuditContext } from '../audit/audit-context';
import { toViraApplication } from './vira.mapper';
import { viraMessages } from './vira.messages';
import * as repo from './vira.repository';

export async function accountRoles(db: AppDb, env: Env, user: SessionUser): Promise<AccountRoles> {
  const [isVira, application] = await Promise.all([repo.findIsVira(db, user.id), repo.latestApplication(db, user.id)]);
  return { isVira, isAdmin: isAdmin(env, user), application: application ? toViraApplication(application) : null };
}

/** One open application per person; a rejected person may apply again. */
export async function applyToBeVira(db: AppDb, user: SessionUser, body: unknown): Promise<ViraApplication> {
  const parsed = viraApplicationInputSchema.safeParse(body);
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || 'body', 'required']));
    throw new AppError(400, 'vira_application_incomplete', viraMessages.incomplete, {}, fields);
  }
  if (await repo.findIsVira(db, user.id)) throw new AppError(409, 'already_vira', viraMessages.alreadyVira);
  const row = await withAuditContext(db, { actorId: user.id, actorRole: 'user' }, (tx) =>
    repo.insertApplication(tx, { ...parsed.data, userId: user.id }),
  );
  if (!row) throw new AppError(409, 'vira_application_open', viraMessages.alreadyOpen);
  return toViraApplication(row);
}
