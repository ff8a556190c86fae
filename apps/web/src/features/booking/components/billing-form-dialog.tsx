import { billingInfoInputSchema, type BillingInfo } from '@vira/domain/billing';
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
import { useSaveBillingInfo } from '../api/booking-api';

const FIELDS = ['companyName', 'rfc', 'email', 'address', 'postalCode', 'city', 'state'] as const;
type Field = (typeof FIELDS)[number];

/** Billing data for tax invoices: RFC uppercased (13 max), 5-digit postal code, required address fields. */
export function BillingFormDialog({
  open,
  onOpenChange,
  initial,
  onSaved,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  initial: BillingInfo | null;
  onSaved?(info: BillingInfo): void;
}) {
  const { t } = useTranslation('booking');
  const save = useSaveBillingInfo();
  const [values, setValues] = useState<Record<Field, string>>(
    () =>
      Object.fromEntries(FIELDS.map((f) => [f, (initial?.[f] as string | null | undefined) ?? ''])) as Record<
        Field,
        string
      >,
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = () => {
    const parsed = billingInfoInputSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues)
        next[issue.path[0] as Field] ??= t(`billing.errors.${issue.path[0] as Field}`);
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: ({ billingInfo }) => {
        toast.success(t('billing.saved'));
        if (billingInfo) onSaved?.(billingInfo);
        onOpenChange(false);
      },
      onError: (error) => toast.error(error.message || t('billing.saveError')),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="billing-form">
        <DialogHeader>
          <DialogTitle>{t('billing.title')}</DialogTitle>
          <DialogDescription>{t('billing.description')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3 sm:grid-cols-2">
          {FIELDS.map((field) => (
            <div
              key={field}
              className={field === 'address' || field === 'companyName' ? 'grid gap-1 sm:col-span-2' : 'grid gap-1'}
            >
              <Label htmlFor={`billing-${field}`}>{t(`billing.fields.${field}`)}</Label>
              <Input
                id={`billing-${field}`}
                type={field === 'email' ? 'email' : 'text'}
                inputMode={field === 'postalCode' ? 'numeric' : undefined}
                maxLength={field === 'rfc' ? 13 : field === 'postalCode' ? 5 : undefined}
                value={values[field]}
                aria-invalid={!!errors[field]}
                onChange={(e) => {
                  const v =
                    field === 'rfc'
                      ? e.target.value.toUpperCase()
                      : field === 'postalCode'
                        ? e.target.value.replace(/\D/g, '')
                        : e.target.value;
                  setValues((prev) => ({ ...prev, [field]: v }));
                }}
              />
              {errors[field] && <p className="text-xs text-red-700">{errors[field]}</p>}
            </div>
          ))}
        </div>
        <DialogFooter>
          <Button onClick={submit} disabled={save.isPending}>
            {t('billing.save')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
