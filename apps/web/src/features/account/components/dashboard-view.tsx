import {
  ArrowRightIcon,
  HeartIcon,
  MessageSquareIcon,
  PlusCircleIcon,
  ReceiptIcon,
  SettingsIcon,
  ShieldCheckIcon,
  ShoppingCartIcon,
  UserIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { displayName } from '@/lib/auth/session';
import { useAuth } from '@/lib/auth/use-auth';
import { Avatar } from './avatar';

const LINKS = [
  { to: '/publish', key: 'publish', Icon: PlusCircleIcon },
  { to: '/favorites', key: 'favorites', Icon: HeartIcon },
  { to: '/cart', key: 'cart', Icon: ShoppingCartIcon },
  { to: '/chats', key: 'chats', Icon: MessageSquareIcon },
  { to: '/requests', key: 'requests', Icon: MessageSquareIcon },
  { to: '/invoices', key: 'invoices', Icon: ReceiptIcon },
  { to: '/profile', key: 'profile', Icon: UserIcon },
  { to: '/profile/settings', key: 'settings', Icon: SettingsIcon },
  { to: '/verification', key: 'verification', Icon: ShieldCheckIcon },
] as const;

/** /dashboard and /user-dashboard: the person's own summary, the onboarding prompt and where to go next. */
export function DashboardView() {
  const { t } = useTranslation('profile');
  const { user, profile } = useAuth();
  const name = displayName(user, profile);
  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold">{name ? t('dashboard.title', { name }) : t('dashboard.titleAnonymous')}</h1>
      {profile && !profile.onboardingCompleted && (!profile.phone || !profile.avatarUrl) && (
        <Card className="border-brand-200 bg-brand-50">
          <CardContent className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="font-semibold">{t('dashboard.onboardingTitle')}</p>
              <p className="text-sm text-slate-600">
                {/* Ask only for what is missing: a phone given at sign-up is not asked for again. */}
                {profile.phone
                  ? t('dashboard.onboardingTextPhoto')
                  : profile.avatarUrl
                    ? t('dashboard.onboardingTextPhone')
                    : t('dashboard.onboardingText')}
              </p>
            </div>
            <Button asChild>
              <Link to="/profile/complete">
                {t('dashboard.onboardingAction')}
                <ArrowRightIcon aria-hidden className="rtl:rotate-180" />
              </Link>
            </Button>
          </CardContent>
        </Card>
      )}
      <div className="grid gap-6 md:grid-cols-[1fr_2fr]">
        <Card>
          <CardHeader>
            <CardTitle>{t('dashboard.summary')}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <div className="flex items-center gap-3">
              <Avatar url={profile?.avatarUrl} name={name} />
              <div>
                <p className="font-semibold">{name}</p>
                {profile?.isVira && <Badge variant="accent">{t('public.vira')}</Badge>}
              </div>
            </div>
            <dl className="grid grid-cols-3 gap-2 text-center">
              <div className="rounded-md bg-slate-50 p-2">
                <dt className="text-xs text-slate-500">{t('dashboard.rating')}</dt>
                <dd className="text-lg font-bold" data-testid="dashboard-rating">
                  {(profile?.rating ?? 0).toFixed(1)}
                </dd>
              </div>
              <div className="rounded-md bg-slate-50 p-2">
                <dt className="text-xs text-slate-500">{t('dashboard.rentals')}</dt>
                <dd className="text-lg font-bold" data-testid="dashboard-rentals">
                  {profile?.totalRentals ?? 0}
                </dd>
              </div>
              <div className="rounded-md bg-slate-50 p-2">
                <dt className="text-xs text-slate-500">{t('dashboard.listings')}</dt>
                <dd className="text-lg font-bold">{profile?.totalListings ?? 0}</dd>
              </div>
            </dl>
            <p className="text-sm">
              {t('dashboard.status')}:{' '}
              <Badge variant={profile?.verificationStatus === 'verified' ? 'success' : 'warning'}>
                {profile?.verificationStatus === 'verified' ? t('public.verified') : t('dashboard.statusPending')}
              </Badge>
            </p>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('dashboard.linksTitle')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2 sm:grid-cols-2">
            {LINKS.map(({ to, key, Icon }) => (
              <Button key={key} asChild variant="outline" className="justify-start">
                <Link to={to}>
                  <Icon aria-hidden />
                  {t(`dashboard.links.${key}`)}
                </Link>
              </Button>
            ))}
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
