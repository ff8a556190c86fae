import { zodResolver } from '@hookform/resolvers/zod';
import { cooperativeCreateSchema } from '@vira/domain/cooperative';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { fieldProblem } from '@/components/ui/field-problem';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useCreateCooperative } from '../api/cooperatives-api';
import { FormError } from './form-error';

type Values = z.input<typeof cooperativeCreateSchema>;
type Field = keyof Values;
const EMPTY: Values = { name: '', purpose: '', city: '' };

export function CreateCooperativeForm({ onCreated }: { onCreated(id: string): void }) {
  const { t } = useTranslation('cooperatives');
  const create = useCreateCooperative();
  const { register, handleSubmit, formState, reset } = useForm<
    Values,
    unknown,
    z.output<typeof cooperativeCreateSchema>
  >({ resolver: zodResolver(cooperativeCreateSchema), defaultValues: EMPTY });
  const submit = (values: z.output<typeof cooperativeCreateSchema>) =>
    create.mutateAsync(values).then(
      (coop) => {
        reset(EMPTY);
        onCreated(coop.id);
      },
      // The mutation keeps the server's refusal; FormError shows it.
      () => undefined,
    );

  /** The field's wiring and the message under it; the lengths come from the server's schema. */
  const field = (name: Field, id: string) => {
    const rule = cooperativeCreateSchema.shape[name];
    const problem = fieldProblem(
      id,
      formState.errors[name],
      t(`create.errors.${name}`, { min: rule.minLength, max: rule.maxLength }),
    );
    return { input: { id, ...problem.field, ...register(name) }, message: problem.message };
  };
  const name = field('name', 'coop-name');
  const purpose = field('purpose', 'coop-purpose');
  const city = field('city', 'coop-city');

  return (
    <form
      onSubmit={(e) => void handleSubmit(submit)(e)}
      className="space-y-3 rounded-xl border border-slate-200 p-4"
      aria-labelledby="create-title"
      noValidate
    >
      <h2 id="create-title" className="text-xl font-semibold">
        {t('create.title')}
      </h2>
      <div className="space-y-1">
        <Label htmlFor="coop-name">{t('create.name')}</Label>
        <Input required {...name.input} />
        {name.message}
      </div>
      <div className="space-y-1">
        <Label htmlFor="coop-purpose">{t('create.purpose')}</Label>
        <Textarea required {...purpose.input} />
        {purpose.message}
      </div>
      <div className="space-y-1">
        <Label htmlFor="coop-city">{t('create.city')}</Label>
        <Input required {...city.input} />
        {city.message}
      </div>
      <FormError error={create.error} />
      <Button type="submit" disabled={create.isPending || formState.isSubmitting}>
        {t('create.submit')}
      </Button>
    </form>
  );
}
