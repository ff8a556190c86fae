import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { newGroupSchema, type CommunityGroup } from '@vira/domain/community';
import { MapPinIcon, UsersIcon } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { fieldProblem } from '@/components/ui/field-problem';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useAuth } from '@/lib/auth/use-auth';
import { groupsQuery } from '@/lib/queries/community-queries';
import { useCreateGroup, useMembership } from '../api/community-api';
import { errorText } from './community-format';

/** Local groups by city: find one, join or leave, open its topics, or start a new one. */
export function GroupsPanel({ onOpenGroup }: { onOpenGroup: (group: CommunityGroup) => void }) {
  const { t } = useTranslation('community');
  const { user } = useAuth();
  const [city, setCity] = useState('');
  const groups = useQuery(groupsQuery(useDeferredValue(city.trim())));
  const membership = useMembership();
  const [creating, setCreating] = useState(false);

  return (
    <div className="space-y-4">
      <div className="max-w-sm space-y-1">
        <Label htmlFor="group-city">{t('groups.city')}</Label>
        <Input id="group-city" type="search" value={city} onChange={(e) => setCity(e.target.value)} />
      </div>
      {user && !creating && <Button onClick={() => setCreating(true)}>{t('groups.new')}</Button>}
      {creating && <NewGroupForm onDone={() => setCreating(false)} />}
      {groups.isPending && <Spinner />}
      {groups.data?.groups.length === 0 && <p className="text-slate-600">{t('groups.empty')}</p>}
      <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('groups.title')}>
        {groups.data?.groups.map((group) => (
          <li key={group.id} className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold">{group.name}</h3>
              {group.sample && <Badge variant="outline">{t('sample')}</Badge>}
            </div>
            <p className="flex flex-wrap gap-x-3 text-sm text-slate-600">
              <span className="inline-flex items-center gap-1">
                <MapPinIcon aria-hidden className="size-4" />
                {group.city}
              </span>
              <span className="inline-flex items-center gap-1">
                <UsersIcon aria-hidden className="size-4" />
                {t('groups.members', { count: group.memberCount })}
              </span>
            </p>
            {group.description && <p className="text-sm">{group.description}</p>}
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="outline" onClick={() => onOpenGroup(group)}>
                {t('groups.topics')}
              </Button>
              {user && (
                <Button
                  size="sm"
                  variant={group.isMember ? 'secondary' : 'default'}
                  disabled={membership.isPending}
                  onClick={() => membership.mutate({ id: group.id, member: !group.isMember })}
                >
                  {group.isMember ? t('groups.leave') : t('groups.join')}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

type GroupValues = z.input<typeof newGroupSchema>;
const groupRules = newGroupSchema.shape;

function NewGroupForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('community');
  const create = useCreateGroup();
  // The server's own rules (newGroupSchema), so a short name or city is named under it before anything is sent.
  const { register, handleSubmit, formState } = useForm<GroupValues, unknown, z.output<typeof newGroupSchema>>({
    resolver: zodResolver(newGroupSchema),
    defaultValues: { name: '', city: '', description: '' },
  });
  const errors = formState.errors;
  const submit = (group: z.output<typeof newGroupSchema>) =>
    create.mutateAsync(group).then(onDone, (error: unknown) => {
      toast.error(errorText(error, t('error')));
    });
  const lengths = (rule: { minLength: number | null; maxLength: number | null }) => ({
    min: rule.minLength,
    max: rule.maxLength,
  });
  const name = fieldProblem('group-name', errors.name, t('formErrors.eventName', lengths(groupRules.name)));
  const city = fieldProblem('group-new-city', errors.city, t('formErrors.groupCity', lengths(groupRules.city)));
  const description = fieldProblem(
    'group-description',
    errors.description,
    t('formErrors.tooLong', { max: groupRules.description.unwrap().maxLength }),
  );
  return (
    <form
      onSubmit={(e) => void handleSubmit(submit)(e)}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      noValidate
    >
      <div className="space-y-1">
        <Label htmlFor="group-name">{t('groups.name')}</Label>
        <Input id="group-name" required {...name.field} {...register('name')} />
        {name.message}
      </div>
      <div className="space-y-1">
        <Label htmlFor="group-new-city">{t('groups.city')}</Label>
        <Input id="group-new-city" required {...city.field} {...register('city')} />
        {city.message}
      </div>
      <div className="space-y-1">
        <Label htmlFor="group-description">{t('groups.description')}</Label>
        <Textarea id="group-description" {...description.field} {...register('description')} />
        {description.message}
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={create.isPending || formState.isSubmitting}>
          {t('groups.create')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
