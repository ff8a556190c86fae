import { useCurrency } from '@/lib/currency';
import { documentLink } from '@/lib/document-link';
import type { InvoiceOrder } from '@vira/domain/invoices';
import { FileCode, FileText, Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useInvoices } from '../api/invoices-api';
import { intlLocale } from '@/lib/intl-locale';

/**
 * /invoices: per paid order, its receipt (always) and its tax invoice and credit notes (when asked for): each CFDI as
 * its XML, which is the invoice in Mexico, beside the PDF that prints it.
 */
export function InvoicesView() {
  const { t } = useTranslation('invoices');
  const invoices = useInvoices();
  return (
    <section className="mx-auto max-w-4xl space-y-4 px-4 py-8">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="text-slate-600">{t('intro')}</p>
      {invoices.isPending && <p className="text-slate-600">{t('loading')}</p>}
      {invoices.isError && <p className="text-red-700">{t('loadError')}</p>}
      {invoices.data?.orders.length === 0 && <p className="text-slate-600">{t('empty')}</p>}
      <ul className="space-y-4">
        {invoices.data?.orders.map((order) => (
          <li key={order.orderId}>
            <OrderDocuments order={order} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function OrderDocuments({ order }: { order: InvoiceOrder }) {
  const { t, i18n } = useTranslation('invoices');
  const locale = intlLocale(i18n.language);
  // What was charged, in the currency charged, never converted (decision 035).
  const { charged } = useCurrency();
  const short = order.orderId.slice(0, 8).toUpperCase();
  const tax = order.taxInvoice;
  return (
    <Card data-testid="invoice-order">
      <CardHeader>
        <CardTitle className="text-base">
          {t('order', { id: short, date: new Date(order.paidAt).toLocaleDateString(locale, { dateStyle: 'long' }) })}
        </CardTitle>
        <p className="text-sm text-slate-600">{order.titles.join(' · ')}</p>
        <p className="text-sm font-medium">{t('total', { amount: charged(order.total, order.currency) })}</p>
        {order.refunded > 0 && (
          <p className="text-sm text-slate-600" data-testid="invoice-refunded">
            {t('refunded', { amount: charged(order.refunded, order.currency) })}
          </p>
        )}
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <a
          href={documentLink(order.receiptUrl, i18n.language)}
          download
          className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-50"
        >
          <Receipt className="size-4" aria-hidden /> {t('receipt')}
        </a>
        {tax?.status === 'issued' && tax.url && (
          <a
            href={documentLink(tax.url, i18n.language)}
            download
            className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-50"
          >
            <FileText className="size-4" aria-hidden /> {t('taxInvoice')}
          </a>
        )}
        {tax?.status === 'issued' && tax.xmlUrl && (
          <a
            href={tax.xmlUrl}
            download
            className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-50"
          >
            <FileCode className="size-4" aria-hidden /> {t('taxInvoiceXml')}
          </a>
        )}
        {tax?.status === 'issued' && tax.folio && (
          <>
            <p className="w-full text-xs break-all text-slate-500">{t('folio', { folio: tax.folio })}</p>
            <p className="w-full text-xs text-slate-500">{t('xmlIsTheInvoice')}</p>
          </>
        )}
        {order.creditNotes.map((note) => (
          <span key={note.id} className="contents">
            <a
              href={documentLink(note.url, i18n.language)}
              download
              className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-50"
            >
              <FileText className="size-4" aria-hidden />{' '}
              {t('creditNote', { amount: charged(note.amount, order.currency) })}
            </a>
            <a
              href={note.xmlUrl}
              download
              className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-50"
            >
              <FileCode className="size-4" aria-hidden />{' '}
              {t('creditNoteXml', { amount: charged(note.amount, order.currency) })}
            </a>
          </span>
        ))}
        {tax?.status === 'requested' && <p className="text-sm text-slate-600">{t('taxPending')}</p>}
        {tax?.status === 'failed' && <p className="text-sm text-red-700">{t('taxFailed')}</p>}
        {!tax && <p className="w-full text-xs text-slate-500">{t('noTaxInvoice')}</p>}
      </CardContent>
    </Card>
  );
}
