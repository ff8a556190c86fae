import { zodResolver } from '@hookform/resolvers/zod';
import { profileUpdateSchema } from '@vira/domain/profile';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { fieldProblem } from '@/components/ui/field-problem';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import type { Profile } from '@vira/domain/profile';
import { updateProfile } from '../api/auth-api';
import { AvatarUpload } from './avatar-upload';
import { FormError, FormField } from './form-field';

/** The server's own rules for the two fields this form edits; an empty phone removes it. */
const editSchema = z.object({
  fullName: profileUpdateSchema.shape.fullName.unwrap(),
  phone: z.union([z.literal(''), profileUpdateSchema.shape.phone.unwrap().unwrap()]),
});
type EditValues = z.input<typeof editSchema>;

/** /profile/edit: name, phone and photo. */
export function ProfileEditForm() {
  const { t } = useTranslation('profile');
  const { profile } = useAuth();
  if (!profile) return <p className="p-8 text-center text-slate-500">{t('loading', { ns: 'common' })}</p>;
  return <EditForm profile={profile} />;
}

function EditForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, control, formState } = useForm<EditValues>({
    resolver: zodResolver(editSchema),
    defaultValues: { fullName: profile.fullName ?? '', phone: profile.phone ?? '' },
  });
  const errors = formState.errors;
  const fullName = useWatch({ control, name: 'fullName' });

  async function save(values: EditValues) {
    setError(null);
    try {
      await updateProfile({ fullName: values.fullName.trim(), phone: values.phone.trim() || null });
      await refresh();
      toast.success(t('edit.saved'));
      void navigate('/profile');
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : t('errors.saveFailed'));
    }
  }

  const fullNameProblem = fieldProblem('profile-fullName', errors.fullName, t('edit.errors.fullName'));
  const phoneProblem = fieldProblem('profile-phone', errors.phone, t('edit.errors.phone'));

  return (
    <section className="mx-auto max-w-xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold">{t('edit.title')}</h1>
      <Card>
        <CardContent className="space-y-6 p-6">
          <AvatarUpload />
          <form className="space-y-4" onSubmit={handleSubmit(save)} noValidate>
            <FormField
              id="profile-full-name"
              label={t('edit.fullName')}
              {...fullNameProblem.field}
              {...register('fullName')}
            />
            {fullNameProblem.message}
            <FormField
              id="profile-phone"
              type="tel"
              label={t('edit.phone')}
              {...phoneProblem.field}
              {...register('phone')}
            />
            {phoneProblem.message}
            <FormError message={error} />
            <div className="flex gap-2">
              <Button type="submit" disabled={formState.isSubmitting || !fullName.trim()}>
                {formState.isSubmitting ? t('edit.saving') : t('edit.save')}
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
