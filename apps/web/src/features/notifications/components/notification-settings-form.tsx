import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chatSettingsSchema, MESSAGE_MAX, type ChatSettings } from '@vira/domain/chat';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { api, data } from '@/lib/api';
import { chatKeys, chatSettingsQuery } from '@/lib/queries/chat-queries';

const SWITCHES = [
  ['email.bookings', 'emailBookings'],
  ['email.messages', 'emailMessages'],
  ['email.account', 'emailAccount'],
  ['whatsapp.bookings', 'whatsappBookings'],
] as const;

/** /profile/settings: which notices also go by e-mail and WhatsApp, and the owner's automatic reply. */
export function NotificationSettingsForm() {
  const { t } = useTranslation('notifications');
  const client = useQueryClient();
  const settings = useQuery(chatSettingsQuery());
  const form = useForm<ChatSettings>({ resolver: zodResolver(chatSettingsSchema) });
  useEffect(() => {
    if (settings.data) form.reset({ ...settings.data, autoReply: settings.data.autoReply ?? '' });
  }, [settings.data, form]);
  const save = useMutation({
    mutationFn: (values: ChatSettings) =>
      data(api.PUT('/api/notification-settings', { body: { ...values, autoReply: values.autoReply || null } })),
    onSuccess: (saved) => {
      client.setQueryData(chatKeys.settings, saved);
      toast.success(t('settings.saved'));
    },
    onError: (error) => toast.error(error.message || t('settings.saveError')),
  });
  if (!settings.data) return null;
  return (
    <form onSubmit={form.handleSubmit((values) => save.mutate(values))} className="grid gap-4" noValidate>
      <fieldset className="grid gap-3">
        <legend className="mb-1 font-semibold">{t('settings.channels')}</legend>
        <p className="text-sm text-slate-600">{t('settings.inAppAlways')}</p>
        {SWITCHES.map(([name, label]) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <div className="flex items-center gap-2">
                <Checkbox id={`ns-${name}`} checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />
                <Label htmlFor={`ns-${name}`}>{t(`settings.${label}`)}</Label>
              </div>
            )}
          />
        ))}
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor="ns-auto-reply">{t('settings.autoReply')}</Label>
        <Textarea id="ns-auto-reply" rows={3} maxLength={MESSAGE_MAX} {...form.register('autoReply')} />
        <p className="text-xs text-slate-600">{t('settings.autoReplyHelp')}</p>
      </div>
      <Button type="submit" disabled={save.isPending} className="justify-self-start">
        {t('settings.save')}
      </Button>
    </form>
  );
}
