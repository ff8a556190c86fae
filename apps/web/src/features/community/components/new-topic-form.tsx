import { zodResolver } from '@hookform/resolvers/zod';
import { COMMUNITY_CATEGORIES, newTopicSchema, type CommunityCategory } from '@vira/domain/community';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { fieldProblem } from '@/components/ui/field-problem';
import { fieldClasses, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useCreateTopic } from '../api/community-api';
import { errorText } from './community-format';

/** The server's own rules for what the person types; the group comes from where the form is opened. */
const topicFormSchema = newTopicSchema.pick({ category: true, title: true, body: true });
type Values = z.input<typeof topicFormSchema>;
const { title: titleRule, body: bodyRule } = topicFormSchema.shape;

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
  const { register, handleSubmit, formState } = useForm<Values, unknown, z.output<typeof topicFormSchema>>({
    resolver: zodResolver(topicFormSchema),
    defaultValues: { category: category ?? 'general', title: '', body: '' },
  });
  const errors = formState.errors;
  const submit = (topic: z.output<typeof topicFormSchema>) =>
    create.mutateAsync({ ...topic, ...(groupId ? { groupId } : {}) }).then(
      (created) => onDone(created.id),
      (error: unknown) => {
        toast.error(errorText(error, t('error')));
      },
    );
  const title = fieldProblem(
    'topic-title',
    errors.title,
    t('formErrors.topicTitle', { min: titleRule.minLength, max: titleRule.maxLength }),
  );
  const body = fieldProblem('topic-body', errors.body, t('formErrors.topicBody', { max: bodyRule.maxLength }));

  return (
    <form
      onSubmit={(e) => void handleSubmit(submit)(e)}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      noValidate
    >
      <div className="space-y-1">
        <Label htmlFor="topic-category">{t('forum.category')}</Label>
        <select id="topic-category" className={`${fieldClasses} h-10`} {...register('category')}>
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
          maxLength={titleRule.maxLength ?? undefined}
          {...title.field}
          {...register('title')}
        />
        {title.message}
      </div>
      <div className="space-y-1">
        <Label htmlFor="topic-body">{t('forum.body')}</Label>
        <Textarea
          id="topic-body"
          required
          rows={5}
          maxLength={bodyRule.maxLength ?? undefined}
          {...body.field}
          {...register('body')}
        />
        {body.message}
        <p className="text-xs text-slate-600">{t('markdownHint')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={create.isPending || formState.isSubmitting}>
          {t('forum.publish')}
        </Button>
        <Button variant="ghost" onClick={() => onDone()}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
