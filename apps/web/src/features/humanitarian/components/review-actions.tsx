import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-client';
import { useReviewRequest } from '../api/aid-api';

/** Verify (publish) or reject with a reason: admins and verifiers only. */
export function ReviewActions({ id }: { id: string }) {
  const { t } = useTranslation('humanitarian');
  const review = useReviewRequest();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');

  async function decide(verify: boolean) {
    try {
      await review.mutateAsync({ id, verify, reason });
      toast.success(verify ? t('review.verifiedToast') : t('review.rejectedToast'));
      setRejecting(false);
    } catch (failure) {
      toast.error(failure instanceof ApiError ? failure.message : t('offer.sendError'));
    }
  }

  return (
    <div className="flex flex-wrap items-end gap-2">
      <Button onClick={() => void decide(true)} disabled={review.isPending}>
        {t('review.verify')}
      </Button>
      {rejecting ? (
        <>
          <div className="space-y-1">
            <Label htmlFor={`reject-${id}`}>{t('review.reason')}</Label>
            <Input id={`reject-${id}`} value={reason} onChange={(e) => setReason(e.target.value)} />
          </div>
          <Button variant="destructive" onClick={() => void decide(false)} disabled={review.isPending}>
            {t('review.reject')}
          </Button>
        </>
      ) : (
        <Button variant="outline" onClick={() => setRejecting(true)}>
          {t('review.reject')}
        </Button>
      )}
    </div>
  );
}
