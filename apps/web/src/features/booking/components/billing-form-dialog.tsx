import { zodResolver } from '@hookform/resolvers/zod';
import {
  billingInfoInputSchema,
  CFDI_USE_CODES,
  CFDI_USES,
  DEFAULT_CFDI_USE,
  DEFAULT_TAX_REGIME,
  TAX_REGIME_CODES,
  TAX_REGIMES,
  type BillingInfo,
  type BillingInfoInput,
} from '@vira/domain/billing';
import { useForm } from 'react-hook-form';
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
import { fieldClasses, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { useSaveBillingInfo } from '../api/booking-api';

const TEXT_FIELDS = ['companyName', 'rfc', 'email', 'address', 'postalCode', 'city', 'state'] as const;
type Field = (typeof TEXT_FIELDS)[number] | 'taxRegime' | 'cfdiUse';
type FormValues = Record<Field, string>;

const selectClass = cn(fieldClasses, 'h-10 py-2');

function defaults(initial: BillingInfo | null): FormValues {
  return {
    companyName: initial?.companyName ?? '',
    rfc: initial?.rfc ?? '',
    email: initial?.email ?? '',
    address: initial?.address ?? '',
    postalCode: initial?.postalCode ?? '',
    city: initial?.city ?? '',
    state: initial?.state ?? '',
    taxRegime: initial?.taxRegime ?? DEFAULT_TAX_REGIME,
    cfdiUse: initial?.cfdiUse ?? DEFAULT_CFDI_USE,
  };
}

/**
 * Billing data for tax invoices (CFDI 4.0): the spec's rules come from the shared schema (RFC uppercased, 13 at
 * most; 5-digit postal code; required address fields) plus the SAT tax regime and CFDI use. Each field's error
 * is our sentence for it, never the schema's pattern.
 */
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
  const { register, handleSubmit, formState } = useForm<FormValues, unknown, BillingInfoInput>({
    resolver: zodResolver(billingInfoInputSchema as never) as never,
    defaultValues: defaults(initial),
  });
  const errors = formState.errors;

  const submit = (input: BillingInfoInput) =>
    save.mutate(input, {
      onSuccess: ({ billingInfo }) => {
        toast.success(t('billing.saved'));
        if (billingInfo) onSaved?.(billingInfo);
        onOpenChange(false);
      },
      onError: (error) => toast.error(error.message || t('billing.saveError')),
    });

  const error = (field: Field) =>
    errors[field] && (
      <p role="alert" id={`billing-${field}-error`} className="text-xs text-red-700">
        {t(`billing.errors.${field}`)}
      </p>
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="billing-form">
        <DialogHeader>
          <DialogTitle>{t('billing.title')}</DialogTitle>
          <DialogDescription>{t('billing.description')}</DialogDescription>
        </DialogHeader>
        <form id="billing-form" onSubmit={handleSubmit(submit)} noValidate className="grid gap-3 sm:grid-cols-2">
          {TEXT_FIELDS.map((field) => (
            <div
              key={field}
              className={field === 'address' || field === 'companyName' ? 'grid gap-1 sm:col-span-2' : 'grid gap-1'}
            >
              <Label htmlFor={`billing-${field}`}>{t(`billing.fields.${field}`)}</Label>
              <Input
                id={`billing-${field}`}
                type={field === 'email' ? 'email' : 'text'}
                inputMode={field === 'postalCode' ? 'numeric' : undefined}
                autoComplete={field === 'postalCode' ? 'postal-code' : field === 'email' ? 'email' : undefined}
                maxLength={field === 'rfc' ? 13 : field === 'postalCode' ? 5 : undefined}
                aria-invalid={!!errors[field]}
                aria-describedby={errors[field] ? `billing-${field}-error` : undefined}
                // Shown as it is stored: the schema uppercases the RFC.
                className={field === 'rfc' ? 'uppercase' : undefined}
                {...register(field)}
              />
              {error(field)}
            </div>
          ))}
          <div className="grid gap-1 sm:col-span-2">
            <Label htmlFor="billing-taxRegime">{t('billing.fields.taxRegime')}</Label>
            <select id="billing-taxRegime" className={selectClass} {...register('taxRegime')}>
              {TAX_REGIME_CODES.map((code) => (
                <option key={code} value={code}>
                  {code} — {TAX_REGIMES[code]}
                </option>
              ))}
            </select>
            {error('taxRegime')}
          </div>
          <div className="grid gap-1 sm:col-span-2">
            <Label htmlFor="billing-cfdiUse">{t('billing.fields.cfdiUse')}</Label>
            <select id="billing-cfdiUse" className={selectClass} {...register('cfdiUse')}>
              {CFDI_USE_CODES.map((code) => (
                <option key={code} value={code}>
                  {code} — {CFDI_USES[code]}
                </option>
              ))}
            </select>
            {error('cfdiUse')}
          </div>
        </form>
        <DialogFooter>
          <Button type="submit" form="billing-form" disabled={save.isPending}>
            {t('billing.save')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
