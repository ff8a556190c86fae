import { useQuery } from '@tanstack/react-query';
import { BadgeCheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { publicCredentialsQuery } from '@/lib/queries/credential-queries';

/** A public profile's verified credentials (nothing when there are none). */
export function PublicCredentials({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('credentials');
  const list = useQuery(publicCredentialsQuery(userId));
  const items = list.data ?? [];
  if (items.length === 0) return null;
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5" data-testid="public-credentials">
      <h2 className="text-lg font-semibold">{t('publicTitle')}</h2>
      <ul className="mt-2 space-y-2">
        {items.map((c) => (
          <li key={c.id} className="flex items-start gap-2">
            <BadgeCheckIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-600" />
            <span>
              <span className="font-medium">{t(`types.${c.type}`)}</span>{' '}
              <span className="text-sm text-slate-600">
                {c.maskedNumber} · {c.issuer}
              </span>
              <span className="block text-xs text-slate-500">
                {t('verifiedOn', {
                  date: new Date(c.verifiedAt).toLocaleDateString(i18n.language, { dateStyle: 'medium' }),
                })}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
