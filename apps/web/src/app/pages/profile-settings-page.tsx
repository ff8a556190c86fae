import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ProfileSettings } from '@/features/account/components/profile-settings';
import { NotificationSettingsForm } from '@/features/notifications/components/notification-settings-form';

export default function ProfileSettingsPage() {
  const { t } = useTranslation('notifications');
  return (
    <>
      <ProfileSettings />
      <section className="mx-auto max-w-2xl px-4 pb-10">
        <Card>
          <CardHeader>
            <CardTitle>{t('settings.title')}</CardTitle>
          </CardHeader>
          <CardContent>
            <NotificationSettingsForm />
          </CardContent>
        </Card>
      </section>
    </>
  );
}
