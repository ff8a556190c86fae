import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { uploadAvatar } from '../api/auth-api';
import { Avatar } from './avatar';

/** Picks a photo and uploads it straight away (the server checks and re-encodes it). */
export function AvatarUpload() {
  const { t } = useTranslation('profile');
  const { user, profile, refresh } = useAuth();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function upload(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    try {
      await uploadAvatar(file);
      await refresh();
      toast.success(t('edit.avatarSaved'));
    } catch (cause) {
      toast.error(cause instanceof ApiError ? cause.message : t('errors.saveFailed'));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="flex items-center gap-4">
      <Avatar url={profile?.avatarUrl} name={profile?.fullName ?? user?.name ?? null} className="size-20" />
      <div>
        <label htmlFor="avatar-file" className="sr-only">
          {t('edit.avatar')}
        </label>
        <input
          ref={input}
          id="avatar-file"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="hidden"
          onChange={(e) => void upload(e.target.files?.[0])}
        />
        <Button type="button" variant="outline" disabled={busy} onClick={() => input.current?.click()}>
          {busy ? t('edit.saving') : t('edit.changeAvatar')}
        </Button>
      </div>
    </div>
  );
}
