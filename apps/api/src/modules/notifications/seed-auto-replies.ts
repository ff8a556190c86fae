import type { AppDeps } from '../../app-deps';
import { SAMPLE_OWNERS } from '../../db/seed/sample-owners';
import { insertSettingsIfMissing } from './notifications.repository';

/**
 * The prototype's canned reply after 2 seconds becomes the sample owners' automatic reply: a real message from
 * their account, sent once per conversation when a renter writes first.
 */
export async function seedAutoReplies({ database }: AppDeps): Promise<void> {
  await insertSettingsIfMissing(
    database.db,
    SAMPLE_OWNERS.map((owner) => ({
      userId: owner.userId,
      autoReply: `¡Hola! Soy ${owner.fullName.split(' ')[0]}. Gracias por escribir: te respondo en cuanto pueda. Si ya tienes fechas, puedes reservarlas desde la pestaña Reservar.`,
    })),
  );
}
