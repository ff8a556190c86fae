import { ONBOARDING_GOALS, type OnboardingGoal } from '@vira/domain/profile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { updateProfile } from '../api/auth-api';
import { AvatarUpload } from './avatar-upload';
import { FormError, FormField } from './form-field';

const NEXT_STEP: Record<OnboardingGoal, string> = { rent: '/search', publish: '/publish', both: '/publish' };

/** /profile/complete: phone, photo and what the person came to do; finishing marks onboarding done. */
export function ProfileCompleteForm() {
  const { t } = useTranslation('profile');
  const { profile, refresh } = useAuth();
  const navigate = useNavigate();
  const [fullName, setFullName] = useState(profile?.fullName ?? '');
  const [phone, setPhone] = useState(profile?.phone ?? '');
  const [goal, setGoal] = useState<OnboardingGoal>('rent');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!profile) return <p className="p-8 text-center text-slate-500">{t('loading', { ns: 'common' })}</p>;

  async function finish(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await updateProfile({
        ...(fullName.trim() ? { fullName: fullName.trim() } : {}),
        phone: phone.trim() || null,
        onboardingCompleted: true,
      });
      await refresh();
      toast.success(t('complete.done'));
      void navigate(NEXT_STEP[goal]);
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : t('errors.saveFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="mx-auto max-w-xl space-y-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold">{t('complete.title')}</h1>
        <p className="mt-2 text-slate-600">{t('complete.subtitle')}</p>
      </div>
      <Card>
        <CardContent className="space-y-6 p-6">
          <AvatarUpload />
          <form className="space-y-4" onSubmit={(e) => void finish(e)} noValidate>
            {!profile.fullName && (
              <FormField
                id="complete-full-name"
                label={t('edit.fullName')}
                value={fullName}
                onChange={(e) => setFullName(e.target.value)}
              />
            )}
            <FormField
              id="complete-phone"
              type="tel"
              label={t('edit.phone')}
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
            />
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">{t('complete.goal')}</legend>
              {ONBOARDING_GOALS.map((g) => (
                <label key={g} className="flex items-center gap-2 text-sm">
                  <input type="radio" name="goal" value={g} checked={goal === g} onChange={() => setGoal(g)} />
                  {t(`complete.goals.${g}`)}
                </label>
              ))}
            </fieldset>
            <FormError message={error} />
            <div className="flex gap-2">
              <Button type="submit" disabled={busy}>
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
