import { COMMUNITY_CATEGORIES, POST_BODY_MAX, TOPIC_TITLE_MAX, type CommunityCategory } from '@vira/domain/community';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { fieldClasses, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useCreateTopic } from '../api/community-api';
import { errorText } from './community-format';

export function NewTopicForm({
  category,
  groupId,
  onDone,
}: {
  category?: CommunityCategory;
  groupId?: string;
  onDone: (topicId?: string) => void;
}) {
  const { t } = useTranslation('community');
  const create = useCreateTopic();
  const [form, setForm] = useState({ category: category ?? 'general', title: '', body: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { ...form, ...(groupId ? { groupId } : {}) },
      {
        onSuccess: (topic) => onDone(topic.id),
        onError: (error) => toast.error(errorText(error, t('error'))),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <div className="space-y-1">
        <Label htmlFor="topic-category">{t('forum.category')}</Label>
        <select
          id="topic-category"
          className={`${fieldClasses} h-10`}
          value={form.category}
          onChange={(e) => setForm({ ...form, category: e.target.value as CommunityCategory })}
        >
          {COMMUNITY_CATEGORIES.map((key) => (
            <option key={key} value={key}>
              {t(`categories.${key}.name`)}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <Label htmlFor="topic-title">{t('forum.title')}</Label>
        <Input
          id="topic-title"
          required
          minLength={3}
          maxLength={TOPIC_TITLE_MAX}
          value={form.title}
          onChange={(e) => setForm({ ...form, title: e.target.value })}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor="topic-body">{t('forum.body')}</Label>
        <Textarea
          id="topic-body"
          required
          rows={5}
          maxLength={POST_BODY_MAX}
          value={form.body}
          onChange={(e) => setForm({ ...form, body: e.target.value })}
        />
        <p className="text-xs text-slate-600">{t('markdownHint')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={create.isPending}>
          {t('forum.publish')}
        </Button>
        <Button variant="ghost" onClick={() => onDone()}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
