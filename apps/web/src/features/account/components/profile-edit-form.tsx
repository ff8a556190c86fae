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

/** /profile/edit: name, phone and photo. */
export function ProfileEditForm() {
  const { t } = useTranslation('profile');
  const { profile, refresh } = useAuth();
  const navigate = useNavigate();
  const [fullName, setFullName] = useState(profile?.fullName ?? '');
  const [phone, setPhone] = useState(profile?.phone ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!profile) return <p className="p-8 text-center text-slate-500">{t('loading', { ns: 'common' })}</p>;

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await updateProfile({ fullName: fullName.trim(), phone: phone.trim() || null });
      await refresh();
      toast.success(t('edit.saved'));
      void navigate('/profile');
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : t('errors.saveFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="mx-auto max-w-xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold">{t('edit.title')}</h1>
      <Card>
        <CardContent className="space-y-6 p-6">
          <AvatarUpload />
          <form className="space-y-4" onSubmit={(e) => void save(e)} noValidate>
            <FormField
              id="profile-full-name"
              label={t('edit.fullName')}
              value={fullName}
              onChange={(e) => setFullName(e.target.value)}
            />
            <FormField
              id="profile-phone"
              type="tel"
              label={t('edit.phone')}
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
            />
            <FormError message={error} />
            <div className="flex gap-2">
              <Button type="submit" disabled={busy || !fullName.trim()}>
                {busy ? t('edit.saving') : t('edit.save')}
              </Button>
              <Button type="button" variant="ghost" onClick={() => navigate('/profile')}>
                {t('edit.cancel')}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
