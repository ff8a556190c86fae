import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { useBillingInfo } from '../api/booking-api';
import { BillingFormDialog } from './billing-form-dialog';

/**
 * "Necesito factura" with the billing-data form: asking for an invoice without billing data opens the form by
 * itself (spec document 2). The parent owns whether the form is open, so its own checks can open it too.
 */
export function InvoiceRequest({
  checked,
  onCheckedChange,
  formOpen,
  onFormOpenChange,
  enabled,
}: {
  checked: boolean;
  onCheckedChange(wanted: boolean): void;
  formOpen: boolean;
  onFormOpenChange(open: boolean): void;
  enabled: boolean;
}) {
  const { t } = useTranslation('booking');
  const billing = useBillingInfo(enabled);
  const billingInfo = billing.data?.billingInfo ?? null;
  const change = (wanted: boolean) => {
    onCheckedChange(wanted);
    if (wanted && billing.isSuccess && !billingInfo) onFormOpenChange(true);
  };
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label className="flex items-center gap-2">
        <Checkbox checked={checked} onCheckedChange={(v) => change(v === true)} aria-label={t('full.invoice')} />
        {t('full.invoice')}
      </label>
      {billingInfo && (
        <Button variant="link" size="sm" onClick={() => onFormOpenChange(true)}>
          {t('full.editBilling')}
        </Button>
      )}
      {formOpen && <BillingFormDialog open={formOpen} onOpenChange={onFormOpenChange} initial={billingInfo} />}
    </div>
  );
}
