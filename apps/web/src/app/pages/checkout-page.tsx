import { useState } from 'react';
import { InvoiceRequest } from '@/features/booking/components/invoice-request';
import { CheckoutView } from '@/features/checkout/components/checkout-view';

/** Guarded in the router: guests go to /login first. The invoice request comes from the booking feature. */
export default function CheckoutPage() {
  const [invoice, setInvoice] = useState(false);
  const [billingOpen, setBillingOpen] = useState(false);
  return (
    <CheckoutView
      invoice={invoice}
      invoiceOption={
        <InvoiceRequest
          checked={invoice}
          onCheckedChange={setInvoice}
          formOpen={billingOpen}
          onFormOpenChange={setBillingOpen}
          enabled
        />
      }
    />
  );
}
