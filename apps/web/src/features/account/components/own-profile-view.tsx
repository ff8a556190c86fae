import { PencilIcon, SettingsIcon, ShieldCheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { displayName } from '@/lib/auth/session';
import { useAuth } from '@/lib/auth/use-auth';
import { Avatar } from './avatar';

/** /profile: the person's own data and the ways to change it. */
export function OwnProfileView() {
  const { t, i18n } = useTranslation('profile');
  const { user, profile } = useAuth();
  if (!profile) return <p className="p-8 text-center text-slate-500">{t('loading', { ns: 'common' })}</p>;
  const name = displayName(user, profile);
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold">{t('profile.title')}</h1>
      <Card>
        <CardContent className="flex flex-col gap-6 p-6 sm:flex-row">
          <Avatar url={profile.avatarUrl} name={name} className="size-24 text-3xl" />
          <dl className="grid flex-1 gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-slate-500">{t('edit.fullName')}</dt>
              <dd className="font-medium">{profile.fullName ?? '—'}</dd>
            </div>
            <div>
              <dt className="text-slate-500">{t('profile.email')}</dt>
              <dd className="font-medium">{profile.email ?? '—'}</dd>
            </div>
            <div>
              <dt className="text-slate-500">{t('edit.phone')}</dt>
              <dd className="font-medium">{profile.phone ?? t('profile.noPhone')}</dd>
            </div>
            <div>
              <dt className="text-slate-500">{t('dashboard.status')}</dt>
              <dd>
                <Badge variant={profile.verificationStatus === 'verified' ? 'success' : 'warning'}>
                  {profile.verificationStatus === 'verified' ? t('public.verified') : t('dashboard.statusPending')}
                </Badge>
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">{t('dashboard.rating')}</dt>
              <dd className="font-medium">{profile.rating.toFixed(1)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">{t('profile.memberSinceLabel')}</dt>
              <dd className="font-medium">
                {new Date(profile.createdAt).toLocaleDateString(i18n.language, {
                  year: 'numeric',
                  month: 'long',
                  day: 'numeric',
                })}
              </dd>
            </div>
          </dl>
        </CardContent>
      </Card>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/profile/edit">
            <PencilIcon aria-hidden />
            {t('profile.edit')}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/profile/settings">
            <SettingsIcon aria-hidden />
            {t('profile.settings')}
          </Link>
        </Button>
        {!profile.identityVerified && (
          <Button asChild variant="outline">
            <Link to="/verification">
              <ShieldCheckIcon aria-hidden />
              {t('profile.verification')}
            </Link>
          </Button>
        )}
        <Button asChild variant="ghost">
          <Link to={`/profile/${profile.userId}`}>{t('profile.publicView')}</Link>
        </Button>
      </div>
    </section>
  );
}
