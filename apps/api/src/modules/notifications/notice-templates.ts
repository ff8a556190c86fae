import type { LocalizedText } from '../../i18n/localized';
import { notificationTemplates } from './notifications.messages';

export type NoticeTemplate = { title: LocalizedText; description: LocalizedText };

/**
 * What every notice says, by name. The notifications module's own notices are here from the start; each feature
 * registers its own when its routes are registered (`registerNoticeTemplates`), so notifications imports no feature
 * and a feature's texts live beside it. A stored notice is rendered again by name in the reader's language, so a
 * name must never mean two texts.
 */
const templates = new Map<string, NoticeTemplate>(Object.entries(notificationTemplates));

export function registerNoticeTemplates(more: Record<string, NoticeTemplate>): void {
  for (const [name, template] of Object.entries(more)) {
    const known = templates.get(name);
    if (known && known !== template) throw new Error(`Two notice templates are named '${name}'.`);
    templates.set(name, template);
  }
}

/** The template of a notice about to be sent: a name nobody registered is a programming error, said plainly. */
export function noticeTemplate(name: string): NoticeTemplate {
  const template = templates.get(name);
  if (!template) throw new Error(`No notice template is registered as '${name}'.`);
  return template;
}

/** The template of a stored notice, if its name is still known. */
export function storedNoticeTemplate(name: string): NoticeTemplate | undefined {
  return templates.get(name);
}

export function registeredNoticeNames(): string[] {
  return [...templates.keys()];
}
