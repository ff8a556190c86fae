import { useQuery } from '@tanstack/react-query';
import type { AdminVerification } from '@vira/domain/verification';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDecideVerification, verificationReviewQuery } from '../api/verification-api';

const OUTCOME_VARIANT = { pass: 'success', fail: 'destructive', unknown: 'secondary' } as const;

/**
 * /admin: identity verifications, pending first. The machine checks come first, then the document and the selfie
 * side by side (private, uncached addresses only admins can open); rejecting needs the reason the person reads.
 */
export function VerificationReviewPanel() {
  const { t } = useTranslation('verification');
  const list = useQuery(verificationReviewQuery());
  const items = list.data ?? [];
  return (
    <section className="mx-auto max-w-6xl space-y-3 px-4 py-6" data-testid="verification-review">
      <h2 className="text-xl font-semibold">{t('review.title')}</h2>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">{t('review.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {items.map((item) => (
            <ReviewItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReviewItem({ item }: { item: AdminVerification }) {
  const { t } = useTranslation('verification');
  const decide = useDecideVerification();
  const [reason, setReason] = useState('');
  const name = item.personName ?? item.personEmail ?? item.userId;

  async function run(approve: boolean) {
    try {
      await decide.mutateAsync({ id: item.id, approve, reason });
      toast.success(approve ? t('review.approved') : t('review.rejected'));
    } catch (failure) {
      toast.error(failure instanceof ApiError ? failure.message : t('review.failed'));
    }
  }

  return (
    <li className="space-y-3 rounded-lg border border-slate-200 bg-white p-3" data-testid="verification-review-item">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{name}</span>
        <Badge variant={item.status === 'verified' ? 'success' : item.status === 'pending' ? 'warning' : 'secondary'}>
          {t(`verificationStatus.${item.status}`)}
        </Badge>
        <span className="text-sm text-slate-600">
          {t(`form.types.${item.documentType}`)} · {item.country}
          {item.expiresOn && ` · ${t('held.expires', { date: item.expiresOn })}`}
          {item.curp && ` · CURP ${item.curp}`}
          {item.birthDate && ` · ${t('held.birthDate', { date: item.birthDate })}`}
        </span>
      </div>
      <div>
        <h3 className="text-sm font-semibold">{t('review.checks')}</h3>
        <ul className="mt-1 flex flex-wrap gap-2">
          {item.checks.map((c) => (
            <li key={c.check}>
              <Badge variant={OUTCOME_VARIANT[c.outcome]}>
                {t(`review.check.${c.check}`)}: {t(`review.outcome.${c.outcome}`)}
              </Badge>
            </li>
          ))}
        </ul>
      </div>
      {/* Document and selfie side by side, so the face can be compared at a glance. */}
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {(['front', 'back', 'selfie'] as const).map((part) => {
          const url = item.images[part];
          const label = t(`capture.${part}`);
          if (!url) {
            if (part === 'back' && item.documentType === 'passport') return null;
            return (
              <p key={part} className="rounded-md border border-dashed border-slate-300 p-2 text-xs text-slate-500">
                {t('review.noPicture', { part: label })}
              </p>
            );
          }
          return (
            <figure key={part} className="min-w-0 space-y-1">
              <img
                src={url}
                alt={t('review.picture', { part: label, name })}
                loading="lazy"
                className="h-48 w-full rounded-md border border-slate-200 bg-slate-50 object-contain"
              />
              <figcaption className="text-xs text-slate-600">{label}</figcaption>
            </figure>
          );
        })}
      </div>
      {item.status === 'pending' && item.provider === 'sandbox' && (
        <div className="flex flex-wrap items-center gap-2">
          <Button size="sm" onClick={() => void run(true)} disabled={decide.isPending}>
            {t('review.approve')}
          </Button>
          <Input
            className="max-w-72"
            aria-label={t('review.reason')}
            placeholder={t('review.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <Button size="sm" variant="outline" onClick={() => void run(false)} disabled={decide.isPending}>
            {t('review.reject')}
          </Button>
        </div>
      )}
    </li>
  );
}
