import { zodResolver } from '@hookform/resolvers/zod';
import { ONBOARDING_GOALS, profileUpdateSchema, type OnboardingGoal, type Profile } from '@vira/domain/profile';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { fieldProblem } from '@/components/ui/field-problem';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { updateProfile } from '../api/auth-api';
import { AvatarUpload } from './avatar-upload';
import { FormError, FormField } from './form-field';

const NEXT_STEP: Record<OnboardingGoal, string> = { rent: '/search', publish: '/publish', both: '/publish' };

/**
 * The server's own rules (profileUpdateSchema) for what this step may fill in: a blank name is not sent (the
 * field shows only while the profile has none), a blank phone removes it. The goal only picks the next page.
 */
const rules = profileUpdateSchema.shape;
const completeSchema = z.object({
  fullName: z
    .string()
    .trim()
    .transform((name) => name || undefined)
    .pipe(rules.fullName),
  phone: z
    .string()
    .trim()
    .transform((phone) => phone || null)
    .pipe(rules.phone.unwrap()),
  goal: z.enum(ONBOARDING_GOALS),
});
type Values = z.input<typeof completeSchema>;
type Parsed = z.output<typeof completeSchema>;

/** /profile/complete: phone, photo and what the person came to do; finishing marks onboarding done. */
export function ProfileCompleteForm() {
  const { t } = useTranslation('profile');
  const { profile } = useAuth();
  if (!profile) return <p className="p-8 text-center text-slate-500">{t('loading', { ns: 'common' })}</p>;
  return <CompleteForm profile={profile} />;
}

function CompleteForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(completeSchema),
    defaultValues: { fullName: '', phone: profile.phone ?? '', goal: 'rent' },
  });
  const errors = formState.errors;

  async function finish({ fullName, phone, goal }: Parsed) {
    setError(null);
    try {
      await updateProfile({ ...(fullName ? { fullName } : {}), phone, onboardingCompleted: true });
      await refresh();
      toast.success(t('complete.done'));
      void navigate(NEXT_STEP[goal]);
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : t('errors.saveFailed'));
    }
  }

  const fullName = fieldProblem('complete-full-name', errors.fullName, t('edit.errors.fullName'));
  const phone = fieldProblem('complete-phone', errors.phone, t('edit.errors.phone'));
  return (
    <section className="mx-auto max-w-xl space-y-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold">{t('complete.title')}</h1>
        <p className="mt-2 text-slate-600">{t('complete.subtitle')}</p>
      </div>
      <Card>
        <CardContent className="space-y-6 p-6">
          <AvatarUpload />
          <form className="space-y-4" onSubmit={(e) => void handleSubmit(finish)(e)} noValidate>
            {!profile.fullName && (
              <>
                <FormField
                  id="complete-full-name"
                  label={t('edit.fullName')}
                  {...fullName.field}
                  {...register('fullName')}
                />
                {fullName.message}
              </>
            )}
            <FormField id="complete-phone" type="tel" label={t('edit.phone')} {...phone.field} {...register('phone')} />
            {phone.message}
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">{t('complete.goal')}</legend>
              {ONBOARDING_GOALS.map((g) => (
                <label key={g} className="flex items-center gap-2 text-sm">
                  <input type="radio" value={g} {...register('goal')} />
                  {t(`complete.goals.${g}`)}
                </label>
              ))}
            </fieldset>
            <FormError message={error} />
            <div className="flex gap-2">
              <Button type="submit" disabled={formState.isSubmitting}>
                {t('complete.submit')}
              </Button>
              <Button type="button" variant="ghost" onClick={() => navigate('/user-dashboard')}>
                {t('complete.skip')}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
