import { BadgeCheckIcon, ShieldCheckIcon, StarIcon, WalletIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { useApplyToBeVira } from '../api/vira-api';

const EMPTY = { businessName: '', businessDescription: '', experience: '', hasInsurance: false, whyVira: '' };

/**
 * Spec document 2: three steps (benefits and requirements; business info; motivation and the review process).
 * Back is allowed from steps 2 and 3; a successful submit closes the dialog and resets it to step 1, empty.
 */
export function ViraApplicationDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('vira');
  const { user } = useAuth();
  const apply = useApplyToBeVira();
  const [step, setStep] = useState(1);
  const [form, setForm] = useState(EMPTY);
  const set = (key: keyof typeof EMPTY) => (value: string | boolean) => setForm((f) => ({ ...f, [key]: value }));

  async function submit() {
    if (!user) {
      toast.error(t('signIn'));
      return;
    }
    if (!form.businessName.trim() || !form.businessDescription.trim() || !form.whyVira.trim()) {
      toast.error(t('incompleteTitle'), { description: t('incompleteText') });
      return;
    }
    try {
      await apply.mutateAsync(form);
      toast.success(t('successTitle'), { description: t('successText') });
      setForm(EMPTY);
      setStep(1);
      onOpenChange(false);
    } catch (error) {
      // An open application (409) says so; anything else is the spec's generic failure.
      toast.error(error instanceof ApiError && error.status === 409 ? error.message : t('failure'));
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg" data-testid="vira-dialog">
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('stepOf', { step, total: 3 })}</DialogDescription>
        </DialogHeader>
        {step === 1 && (
          <div className="space-y-4">
            <h3 className="font-semibold">{t('benefits.title')}</h3>
            <ul className="space-y-2 text-sm">
              <li className="flex gap-2">
                <WalletIcon aria-hidden className="size-5 text-brand-600" />
                {t('benefits.earn')}
              </li>
              <li className="flex gap-2">
                <BadgeCheckIcon aria-hidden className="size-5 text-brand-600" />
                {t('benefits.badge')}
              </li>
              <li className="flex gap-2">
                <ShieldCheckIcon aria-hidden className="size-5 text-brand-600" />
                {t('benefits.cover')}
              </li>
            </ul>
            <h3 className="font-semibold">{t('requirements.title')}</h3>
            <ul className="list-disc space-y-1 ps-5 text-sm">
              <li className="flex gap-2">
                <StarIcon aria-hidden className="size-4 text-amber-500" />
                {t('requirements.rating')}
              </li>
              <li>{t('requirements.identity')}</li>
              <li>{t('requirements.items')}</li>
            </ul>
          </div>
        )}
        {step === 2 && (
          <div className="space-y-3">
            <div className="space-y-1.5">
              <Label htmlFor="vira-business-name">{t('fields.businessName')}</Label>
              <Input
                id="vira-business-name"
                value={form.businessName}
                onChange={(e) => set('businessName')(e.target.value)}
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="vira-business-description">{t('fields.businessDescription')}</Label>
              <Textarea
                id="vira-business-description"
                rows={3}
                value={form.businessDescription}
                onChange={(e) => set('businessDescription')(e.target.value)}
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="vira-experience">{t('fields.experience')}</Label>
              <Textarea
                id="vira-experience"
                rows={2}
                value={form.experience}
                onChange={(e) => set('experience')(e.target.value)}
              />
            </div>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={form.hasInsurance}
                onChange={(e) => set('hasInsurance')(e.target.checked)}
              />
              {t('fields.hasInsurance')}
            </label>
          </div>
        )}
        {step === 3 && (
          <div className="space-y-3">
            <div className="space-y-1.5">
              <Label htmlFor="vira-why">{t('fields.whyVira')}</Label>
              <Textarea id="vira-why" rows={4} value={form.whyVira} onChange={(e) => set('whyVira')(e.target.value)} />
            </div>
            <div className="rounded-md bg-slate-50 p-3 text-sm">
              <p className="font-semibold">{t('review.title')}</p>
              <ol className="mt-1 list-decimal space-y-1 ps-5">
                <li>{t('review.step1')}</li>
                <li>{t('review.step2')}</li>
                <li>{t('review.step3')}</li>
              </ol>
            </div>
          </div>
        )}
        <DialogFooter className="gap-2">
          {step > 1 && (
            <Button type="button" variant="outline" onClick={() => setStep(step - 1)}>
              {t('back')}
            </Button>
          )}
          {step < 3 ? (
            <Button type="button" onClick={() => setStep(step + 1)}>
              {t('next')}
            </Button>
          ) : (
            <Button type="button" onClick={() => void submit()} disabled={apply.isPending || !form.whyVira.trim()}>
              {apply.isPending && <Spinner />}
              {t('submit')}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
