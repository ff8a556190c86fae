import { zodResolver } from '@hookform/resolvers/zod';
import { viraApplicationInputSchema } from '@vira/domain/vira';
import { BadgeCheckIcon, ShieldCheckIcon, StarIcon, WalletIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { fieldProblem } from '@/components/ui/field-problem';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { useApplyToBeVira } from '../api/vira-api';

type Values = z.input<typeof viraApplicationInputSchema>;
type Parsed = z.output<typeof viraApplicationInputSchema>;

const rules = viraApplicationInputSchema.shape;
const EMPTY: Values = { businessName: '', businessDescription: '', experience: '', hasInsurance: false, whyVira: '' };
/** What each step asks for: Next checks only these, so a step moves on when its own fields are right. */
const STEP_FIELDS: Record<number, (keyof Values)[]> = {
  2: ['businessName', 'businessDescription', 'experience', 'hasInsurance'],
  3: ['whyVira'],
};

/**
 * Spec document 2: three steps (benefits and requirements; business info; motivation and the review process).
 * Back is allowed from steps 2 and 3; a successful submit closes the dialog and resets it to step 1, empty.
 * The fields follow the server's own rules (viraApplicationInputSchema).
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
  const { register, handleSubmit, trigger, reset, control, formState } = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(viraApplicationInputSchema),
    defaultValues: EMPTY,
  });
  const whyVira = useWatch({ control, name: 'whyVira' });
  const errors = formState.errors;

  /** The spec's 'Campos incompletos' toast, besides the message under each wrong field. */
  const incomplete = () => toast.error(t('incompleteTitle'), { description: t('incompleteText') });

  async function next() {
    const fields = STEP_FIELDS[step];
    if (fields && !(await trigger(fields, { shouldFocus: true }))) {
      incomplete();
      return;
    }
    setStep(step + 1);
  }

  async function submit(body: Parsed) {
    if (!user) {
      toast.error(t('signIn'));
      return;
    }
    try {
      await apply.mutateAsync(body);
      toast.success(t('successTitle'), { description: t('successText') });
      reset(EMPTY);
      setStep(1);
      onOpenChange(false);
    } catch (error) {
      // An open application (409) says so; anything else is the spec's generic failure.
      toast.error(error instanceof ApiError && error.status === 409 ? error.message : t('failure'));
    }
  }

  const name = fieldProblem(
    'vira-business-name',
    errors.businessName,
    t('errors.businessName', { max: rules.businessName.maxLength ?? 0 }),
  );
  const description = fieldProblem(
    'vira-business-description',
    errors.businessDescription,
    t('errors.businessDescription', { max: rules.businessDescription.maxLength ?? 0 }),
  );
  const experience = fieldProblem(
    'vira-experience',
    errors.experience,
    t('errors.experience', { max: rules.experience.unwrap().maxLength ?? 0 }),
  );
  const why = fieldProblem('vira-why', errors.whyVira, t('errors.whyVira', { max: rules.whyVira.maxLength ?? 0 }));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg" data-testid="vira-dialog">
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('stepOf', { step, total: 3 })}</DialogDescription>
        </DialogHeader>
        <form
          id="vira-application-form"
          noValidate
          onSubmit={(e) => {
            // Enter in a field of steps 1-2 means Next, not Send.
            if (step < 3) {
              e.preventDefault();
              void next();
            } else void handleSubmit(submit, incomplete)(e);
          }}
          className="contents"
        >
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
                <Input id="vira-business-name" required {...name.field} {...register('businessName')} />
                {name.message}
              </div>
              <div className="space-y-1.5">
                <Label htmlFor="vira-business-description">{t('fields.businessDescription')}</Label>
                <Textarea
                  id="vira-business-description"
                  rows={3}
                  required
                  {...description.field}
                  {...register('businessDescription')}
                />
                {description.message}
              </div>
              <div className="space-y-1.5">
                <Label htmlFor="vira-experience">{t('fields.experience')}</Label>
                <Textarea id="vira-experience" rows={2} {...experience.field} {...register('experience')} />
                {experience.message}
              </div>
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" className="size-4 accent-brand-600" {...register('hasInsurance')} />
                {t('fields.hasInsurance')}
              </label>
            </div>
          )}
          {step === 3 && (
            <div className="space-y-3">
              <div className="space-y-1.5">
                <Label htmlFor="vira-why">{t('fields.whyVira')}</Label>
                <Textarea id="vira-why" rows={4} required {...why.field} {...register('whyVira')} />
                {why.message}
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
        </form>
        <DialogFooter className="gap-2">
          {step > 1 && (
            <Button type="button" variant="outline" onClick={() => setStep(step - 1)}>
              {t('back')}
            </Button>
          )}
          {step < 3 ? (
            <Button type="button" onClick={() => void next()}>
              {t('next')}
            </Button>
          ) : (
            // The spec keeps Send disabled while sending or while the motivation is empty.
            <Button
              type="submit"
              form="vira-application-form"
              disabled={apply.isPending || formState.isSubmitting || !whyVira.trim()}
            >
              {apply.isPending && <Spinner />}
              {t('submit')}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
