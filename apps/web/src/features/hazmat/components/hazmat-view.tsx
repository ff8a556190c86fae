import { useQuery } from '@tanstack/react-query';
import { nextShipmentStatus } from '@vira/domain/hazmat';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Link } from '@/lib/localized-link';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { myShipmentsQuery } from '@/lib/queries/hazmat-queries';
import { useAdvanceShipment } from '../api/hazmat-api';
import { ShipmentForm } from './shipment-form';

/** /hazardous-tracking: a code search for everyone; a carrier's shipments and the form to add one. */
export function HazmatView() {
  const { t } = useTranslation('hazmat');
  const { user } = useAuth();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const mine = useQuery(myShipmentsQuery(user !== null));
  const advance = useAdvanceShipment();

  function search(event: FormEvent) {
    event.preventDefault();
    const clean = code.trim().toUpperCase();
    if (clean) void navigate(`/hazardous-tracking/${encodeURIComponent(clean)}`);
  }

  return (
    <section className="mx-auto max-w-5xl space-y-5 px-4 py-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p className="max-w-prose text-slate-600">{t('intro')}</p>
      </header>
      <form onSubmit={search} className="flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1 space-y-1">
          <Label htmlFor="hz-code">{t('codeLabel')}</Label>
          <Input id="hz-code" value={code} placeholder="HZDEMO01" onChange={(e) => setCode(e.target.value)} />
        </div>
        <Button type="submit">{t('track')}</Button>
      </form>
      <p className="text-sm text-slate-600">
        {t('samples')}{' '}
        {['HZDEMO01', 'HZDEMO02', 'HZDEMO03'].map((c) => (
          <Link key={c} to={`/hazardous-tracking/${c}`} className="me-2 font-mono underline">
            {c}
          </Link>
        ))}
      </p>
      {user && (
        <>
          <section className="space-y-2">
            <h2 className="text-xl font-semibold">{t('mine.title')}</h2>
            {(mine.data?.shipments ?? []).length === 0 ? (
              <p className="text-sm text-slate-600">{t('mine.empty')}</p>
            ) : (
              <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
                {mine.data!.shipments.map((s) => {
                  const next = nextShipmentStatus(s.status);
                  return (
                    <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                      <span>
                        <Link
                          to={`/hazardous-tracking/${s.trackingCode}`}
                          className="font-mono font-semibold underline"
                        >
                          {s.trackingCode}
                        </Link>{' '}
                        UN {s.material.un} · {t(`status.${s.status}`)}
                        {s.events.some((e) => e.open) && (
                          <strong className="ms-2 text-red-700">{t('mine.incident')}</strong>
                        )}
                      </span>
                      {next && (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() =>
                            void advance
                              .mutateAsync({ code: s.trackingCode, status: next })
                              .catch((e: unknown) => toast.error(e instanceof ApiError ? e.message : t('error')))
                          }
                        >
                          {t('mine.moveTo', { status: t(`status.${next}`) })}
                        </Button>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
          <ShipmentForm />
        </>
      )}
      {!user && (
        <p className="text-sm">
          <Link to="/login" className="font-medium text-brand-700 underline">
            {t('signInToCreate')}
          </Link>
        </p>
      )}
    </section>
  );
}
