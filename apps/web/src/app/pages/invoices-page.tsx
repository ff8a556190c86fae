import { InvoicesView } from '@/features/invoices/components/invoices-view';

export default function InvoicesPage() {
  return <InvoicesView />;
}
