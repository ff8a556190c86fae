import { communityCategorySchema, type CommunityCategory } from '@vira/domain/community';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { EventsPanel } from './events-panel';
import { ForumPanel } from './forum-panel';
import { GroupsPanel } from './groups-panel';
import { TopicView } from './topic-view';

const TABS = ['forum', 'groups', 'events'] as const;
type Tab = (typeof TABS)[number];

/**
 * /community: the forum, local groups and events. Where the person is lives in the address
 * (?tab=, ?category=, ?group=, ?topic=), so a topic can be shared and the back button works.
 */
export function CommunityView() {
  const { t } = useTranslation('community');
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'forum';
  const parsedCategory = communityCategorySchema.safeParse(params.get('category'));
  const category = parsedCategory.success ? parsedCategory.data : undefined;
  const topicId = params.get('topic');
  const groupId = params.get('group') ?? undefined;
  const groupName = params.get('groupName');

  const go = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams();
    for (const [k, v] of Object.entries(next)) if (v) merged.set(k, v);
    setParams(merged);
  };
  const forumFilter = { category, group: groupId, groupName: groupName ?? undefined };

  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p className="text-slate-600">{t('intro')}</p>
      </header>
      <Tabs value={tab} onValueChange={(value) => go({ tab: value === 'forum' ? undefined : value })}>
        <TabsList className="w-full sm:w-fit">
          {TABS.map((key) => (
            <TabsTrigger key={key} value={key}>
              {t(`tabs.${key}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="forum" className="pt-4">
          {groupId && (
            <p className="mb-3 flex flex-wrap items-center gap-2 text-sm">
              {t('groups.showing', { name: groupName ?? '' })}
              <Button size="sm" variant="ghost" onClick={() => go({ category })}>
                {t('groups.showAll')}
              </Button>
            </p>
          )}
          {topicId ? (
            <TopicView id={topicId} onBack={() => go({ ...forumFilter, topic: undefined })} />
          ) : (
            <ForumPanel
              category={category}
              groupId={groupId}
              onFilter={(next?: CommunityCategory) => go({ ...forumFilter, category: next })}
              onOpenTopic={(id) => go({ ...forumFilter, topic: id })}
            />
          )}
        </TabsContent>
        <TabsContent value="groups" className="pt-4">
          <GroupsPanel onOpenGroup={(group) => go({ group: group.id, groupName: group.name })} />
        </TabsContent>
        <TabsContent value="events" className="pt-4">
          <EventsPanel />
        </TabsContent>
      </Tabs>
    </section>
  );
}
