import { useQuery } from '@tanstack/react-query';
import type { ShippingDetail } from '@vira/domain/shipping';
import { useState, type FormEvent } from 'react';
import { FileTextIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Link } from '@/lib/localized-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAuth } from '@/lib/auth/use-auth';
import { useCurrency } from '@/lib/currency';
import { formatCalendarDate } from '@/lib/dates';
import { documentLink } from '@/lib/document-link';
import { myShippingQuery } from '@/lib/queries/shipping-queries';
import { countryName } from '../lib/country-names';
import { ShippingForm } from './shipping-form';

export const SAMPLE_TRACKING_CODES = ['EE100000003MX', 'RR200000006ES', 'CP300000009US'];

/** /international-shipping: a tracking search for everyone; an owner's shipments and the form to add one. */
export function ShippingView() {
  const { t } = useTranslation('shipping');
  const { user } = useAuth();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [editing, setEditing] = useState<ShippingDetail | null>(null);
  const mine = useQuery(myShippingQuery(user !== null));

  function search(event: FormEvent) {
    event.preventDefault();
    const clean = code.replace(/[\s-]/g, '').toUpperCase();
    if (clean) void navigate(`/international-shipping/${encodeURIComponent(clean)}`);
  }

  const shipments = mine.data?.shipments ?? [];
  return (
    <section className="mx-auto max-w-5xl space-y-5 px-4 py-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p className="max-w-prose text-slate-600">{t('intro')}</p>
      </header>
      <form onSubmit={search} className="flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1 space-y-1">
          <Label htmlFor="shp-track">{t('codeLabel')}</Label>
          <Input
            id="shp-track"
            dir="ltr"
            value={code}
            placeholder="EE123456785MX"
            onChange={(e) => setCode(e.target.value)}
          />
        </div>
        <Button type="submit">{t('track')}</Button>
      </form>
      <p className="text-sm text-slate-600">
        {t('samples')}{' '}
        {SAMPLE_TRACKING_CODES.map((c) => (
          <Link key={c} to={`/international-shipping/${c}`} className="me-2 font-mono underline">
            {c}
          </Link>
        ))}
      </p>
      {user ? (
        <>
          <section className="space-y-2">
            <h2 className="text-xl font-semibold">{t('mine.title')}</h2>
            {shipments.length === 0 ? (
              <p className="text-sm text-slate-600">{t('mine.empty')}</p>
            ) : (
              <ul
                className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
                data-testid="my-shipments"
              >
                {shipments.map((s) => (
                  <ShipmentRow key={s.id} shipment={s} onEdit={() => setEditing(s)} />
                ))}
              </ul>
            )}
          </section>
          <ShippingForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
        </>
      ) : (
        <p className="text-sm">
          <Link to="/login" className="font-medium text-brand-700 underline">
            {t('signInToCreate')}
          </Link>
        </p>
      )}
    </section>
  );
}

function ShipmentRow({ shipment: s, onEdit }: { shipment: ShippingDetail; onEdit: () => void }) {
  const { t, i18n } = useTranslation('shipping');
  const money = useCurrency().charged;
  const country = (code: string) => countryName(code, i18n.language);
  return (
    <li className="space-y-1 p-3">
      <p className="flex flex-wrap items-center gap-2">
        <Link to={`/international-shipping/${s.trackingCode}`} className="font-mono font-semibold underline" dir="ltr">
          {s.trackingCode}
        </Link>
        <Badge variant={s.status === 'delivered' ? 'success' : s.status === 'exception' ? 'warning' : 'secondary'}>
          {t(`status.${s.status}`)}
        </Badge>
        <span className="text-sm text-slate-600">
          {t(`leg.${s.leg}`)} · {s.role === 'renter' ? t('mine.asRenter') : t('mine.asOwner')}
        </span>
        {s.role === 'owner' && (
          <Button size="sm" variant="outline" className="ms-auto" onClick={onEdit}>
            {t('mine.edit')}
          </Button>
        )}
      </p>
      <p>
        <a
          href={documentLink(`/api/shipping/shipments/${s.id}/declaration.pdf`, i18n.language)}
          download
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline"
          data-testid="customs-declaration-link"
        >
          <FileTextIcon aria-hidden className="size-4" />
          {t('mine.declarationPdf', { form: s.declaration.form })}
        </a>
      </p>
      <p className="text-sm text-slate-700">
        {s.listingTitle} · {country(s.originCountry)} → {country(s.destinationCountry)} · {s.carrier} · {s.incoterm} ·{' '}
        {s.declaration.form} · {money(s.declaredValueMinor, s.currency)}
      </p>
      {s.temporaryImport && (
        <p className="text-xs text-amber-800">
          {s.leg === 'outbound'
            ? t('form.temporaryImportNote', {
                origin: country(s.originCountry),
                date: s.returnDueOn ? formatCalendarDate(s.returnDueOn, i18n.language) : '—',
              })
            : t('form.returnedGoodsNote', { country: country(s.destinationCountry) })}
        </p>
      )}
    </li>
  );
}
