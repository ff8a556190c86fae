import { MAX_CLAIM_PHOTOS, type RentalAction, type RentalBooking } from '@vira/domain/rental';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useCurrency } from '@/lib/currency';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
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
import { Textarea } from '@/components/ui/textarea';
import { useClaimDamage, useDisputeClaim, useReportProblem, useRentalStep } from '../api/rental-api';

type Open = null | 'cancel' | 'report_problem' | 'claim_damage' | 'dispute_claim' | 'receipt' | 'return';

/** The buttons the API says the viewer may press now, and the dialogs behind the ones that need words. */
export function RentalActions({ orderId, booking }: { orderId: string; booking: RentalBooking }) {
  const { t } = useTranslation('rental');
  const [open, setOpen] = useState<Open>(null);
  const step = useRentalStep(orderId);
  const done = () => {
    setOpen(null);
    toast.success(t('done'));
  };
  const run = (s: 'confirm-receipt' | 'confirm-return' | 'claim/accept' | 'cancel') =>
    step.mutate({ bookingId: booking.id, step: s }, { onSuccess: done, onError: (e) => toast.error(e.message) });

  const button: Record<RentalAction, ReactNode> = {
    // Irreversible escrow steps ask first, saying what moves: never one click (the money issue).
    confirm_receipt: <Button onClick={() => setOpen('receipt')}>{t('actions.confirm_receipt')}</Button>,
    report_problem: (
      <Button variant="outline" onClick={() => setOpen('report_problem')}>
        {t('actions.report_problem')}
      </Button>
    ),
    confirm_return: <Button onClick={() => setOpen('return')}>{t('actions.confirm_return')}</Button>,
    claim_damage: (
      <Button variant="outline" onClick={() => setOpen('claim_damage')}>
        {t('actions.claim_damage')}
      </Button>
    ),
    accept_claim: <Button onClick={() => run('claim/accept')}>{t('actions.accept_claim')}</Button>,
    dispute_claim: (
      <Button variant="outline" onClick={() => setOpen('dispute_claim')}>
        {t('actions.dispute_claim')}
      </Button>
    ),
    cancel: (
      <Button variant="ghost" className="text-red-700" onClick={() => setOpen('cancel')}>
        {booking.status === 'pending_owner' ? t('actions.withdraw') : t('actions.cancel')}
      </Button>
    ),
    pay: null,
    review_person: null,
  };
  const shown = booking.actions.filter((a) => button[a] !== null);
  if (shown.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2" data-testid="rental-actions">
      {shown.map((a) => (
        <span key={a}>{button[a]}</span>
      ))}
      <Dialog open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        <DialogContent className="max-w-md">
          {open === 'cancel' && (
            <CancelBody
              booking={booking}
              pending={step.isPending}
              onConfirm={() => run('cancel')}
              onKeep={() => setOpen(null)}
            />
          )}
          {(open === 'receipt' || open === 'return') && (
            <ConfirmStepBody
              step={open}
              booking={booking}
              pending={step.isPending}
              onConfirm={() => run(open === 'receipt' ? 'confirm-receipt' : 'confirm-return')}
              onBack={() => setOpen(null)}
            />
          )}
          {open === 'report_problem' && <ProblemForm orderId={orderId} bookingId={booking.id} onDone={done} />}
          {open === 'claim_damage' && <ClaimForm orderId={orderId} booking={booking} onDone={done} />}
          {open === 'dispute_claim' && <DisputeForm orderId={orderId} bookingId={booking.id} onDone={done} />}
        </DialogContent>
      </Dialog>
    </div>
  );
}

function CancelBody({
  booking,
  pending,
  onConfirm,
  onKeep,
}: {
  booking: RentalBooking;
  pending: boolean;
  onConfirm(): void;
  onKeep(): void;
}) {
  const { t } = useTranslation('rental');
  const money = useCurrency().charged;
  const refund = money(booking.cancelQuote?.refund ?? 0, booking.currency);
  // A request the owner has not answered was only authorised: withdrawing it refunds nothing, it releases the hold.
  const withdraw = booking.status === 'pending_owner';
  return (
    <>
      <DialogHeader>
        <DialogTitle>{withdraw ? t('cancel.withdrawTitle') : t('cancel.title')}</DialogTitle>
        <DialogDescription>
          {withdraw
            ? t('cancel.withdraw')
            : booking.viewerRole === 'owner'
              ? t('cancel.ownerRefund', { amount: refund })
              : t('cancel.refund', { amount: refund })}
        </DialogDescription>
      </DialogHeader>
      {!withdraw && (
        <>
          <p className="text-sm text-slate-600">{t(`cancel.policy.${booking.cancellationPolicy}`)}</p>
          <p className="text-sm text-slate-600">{t('cancel.always')}</p>
        </>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onKeep}>
          {t('cancel.keep')}
        </Button>
        <Button variant="destructive" disabled={pending} onClick={onConfirm}>
          {t('cancel.confirm')}
        </Button>
      </DialogFooter>
    </>
  );
}

/**
 * "Recibí el artículo" (the rental's payment goes to the owner, the deposit stays held) and "Devuelto en buen
 * estado" (the whole deposit goes back and the rental completes): what happens, in the currency charged, then
 * Cancel or Confirm.
 */
function ConfirmStepBody({
  step,
  booking,
  pending,
  onConfirm,
  onBack,
}: {
  step: 'receipt' | 'return';
  booking: RentalBooking;
  pending: boolean;
  onConfirm(): void;
  onBack(): void;
}) {
  const { t } = useTranslation('rental');
  const { charged } = useCurrency();
  const deposit = charged(booking.deposit.amount, booking.currency);
  const text =
    step === 'receipt'
      ? t('confirmStep.receipt.text', {
          amount: charged(booking.quote.total - booking.quote.deposit, booking.currency),
          deposit,
        })
      : t('confirmStep.return.text', { amount: deposit });
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t(`confirmStep.${step}.title`)}</DialogTitle>
        <DialogDescription>{text}</DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <Button variant="outline" onClick={onBack}>
          {t('confirmStep.back')}
        </Button>
        <Button disabled={pending} onClick={onConfirm}>
          {t(`confirmStep.${step}.confirm`)}
        </Button>
      </DialogFooter>
    </>
  );
}

function FieldError({ message }: { message?: string }) {
  return message ? (
    <p role="alert" className="text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

function ProblemForm({ orderId, bookingId, onDone }: { orderId: string; bookingId: string; onDone(): void }) {
  const { t } = useTranslation(['rental', 'common']);
  const report = useReportProblem(orderId);
  const form = useForm<{ reason: 'item_missing' | 'not_as_described'; description: string }>({
    defaultValues: { reason: 'item_missing', description: '' },
  });
  const submit = form.handleSubmit((body) =>
    report.mutate({ bookingId, body }, { onSuccess: onDone, onError: (e) => toast.error(e.message) }),
  );
  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <DialogHeader>
        <DialogTitle>{t('problem.title')}</DialogTitle>
        <DialogDescription>{t('problem.hint')}</DialogDescription>
      </DialogHeader>
      <fieldset className="grid gap-1">
        <legend className="text-sm font-medium">{t('problem.reason')}</legend>
        {(['item_missing', 'not_as_described'] as const).map((r) => (
          <label key={r} className="flex items-center gap-2 text-sm">
            <input type="radio" value={r} {...form.register('reason')} /> {t(`problem.${r}`)}
          </label>
        ))}
      </fieldset>
      <Label htmlFor="problem-description">{t('problem.description')}</Label>
      <Textarea
        id="problem-description"
        {...form.register('description', {
          minLength: { value: 10, message: t('problem.hint') },
          required: t('problem.hint'),
        })}
      />
      <FieldError message={form.formState.errors.description?.message} />
      <DialogFooter>
        <Button type="submit" disabled={report.isPending}>
          {t('problem.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}

function DisputeForm({ orderId, bookingId, onDone }: { orderId: string; bookingId: string; onDone(): void }) {
  const { t } = useTranslation('rental');
  const dispute = useDisputeClaim(orderId);
  const form = useForm<{ description: string }>({ defaultValues: { description: '' } });
  const submit = form.handleSubmit(({ description }) =>
    dispute.mutate({ bookingId, description }, { onSuccess: onDone, onError: (e) => toast.error(e.message) }),
  );
  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <DialogHeader>
        <DialogTitle>{t('disputeClaim.title')}</DialogTitle>
        <DialogDescription>{t('problem.hint')}</DialogDescription>
      </DialogHeader>
      <Label htmlFor="dispute-description">{t('disputeClaim.description')}</Label>
      <Textarea
        id="dispute-description"
        {...form.register('description', {
          minLength: { value: 10, message: t('problem.hint') },
          required: t('problem.hint'),
        })}
      />
      <FieldError message={form.formState.errors.description?.message} />
      <DialogFooter>
        <Button type="submit" disabled={dispute.isPending}>
          {t('disputeClaim.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}

function ClaimForm({ orderId, booking, onDone }: { orderId: string; booking: RentalBooking; onDone(): void }) {
  const { t } = useTranslation('rental');
  const money = useCurrency().charged;
  const claim = useClaimDamage(orderId);
  const form = useForm<{ amount: string; description: string; photos: FileList | null }>({
    defaultValues: { amount: '', description: '', photos: null },
  });
  const max = booking.deposit.amount / 100;
  const submit = form.handleSubmit(({ amount, description, photos }) =>
    claim.mutate(
      {
        bookingId: booking.id,
        amount: Math.round(Number(amount) * 100),
        description,
        photos: Array.from(photos ?? []).slice(0, MAX_CLAIM_PHOTOS),
      },
      { onSuccess: onDone, onError: (e) => toast.error(e.message) },
    ),
  );
  const maxText = t('claim.max', { amount: money(booking.deposit.amount, booking.currency) });
  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <DialogHeader>
        <DialogTitle>{t('claim.title')}</DialogTitle>
        <DialogDescription>{maxText}</DialogDescription>
      </DialogHeader>
      <Label htmlFor="claim-amount">{t('claim.amount', { currency: booking.currency })}</Label>
      <Input
        id="claim-amount"
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0.01"
        max={max}
        {...form.register('amount', {
          required: maxText,
          validate: (v) => (Number(v) > 0 && Number(v) <= max) || maxText,
        })}
      />
      <FieldError message={form.formState.errors.amount?.message} />
      <Label htmlFor="claim-description">{t('claim.description')}</Label>
      <Textarea
        id="claim-description"
        {...form.register('description', {
          minLength: { value: 10, message: t('problem.hint') },
          required: t('problem.hint'),
        })}
      />
      <FieldError message={form.formState.errors.description?.message} />
      <Label htmlFor="claim-photos">{t('claim.photos')}</Label>
      <Input
        id="claim-photos"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/heic"
        multiple
        {...form.register('photos', {
          validate: (files) =>
            ((files?.length ?? 0) >= 1 && (files?.length ?? 0) <= MAX_CLAIM_PHOTOS) || t('claim.photos'),
        })}
      />
      <FieldError message={form.formState.errors.photos?.message} />
      <DialogFooter>
        <Button type="submit" disabled={claim.isPending}>
          {t('claim.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
