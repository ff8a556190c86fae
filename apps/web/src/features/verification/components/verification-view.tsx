import { useQuery, useQueryClient } from '@tanstack/react-query';
import { COUNTRY_CODES } from '@vira/domain/countries';
import {
  curpSchema,
  documentHasBack,
  IDENTITY_DOCUMENT_TYPES,
  type IdentityDocumentType,
  type MyVerification,
  type Verification,
} from '@vira/domain/verification';
import { ShieldCheckIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { fieldProblem } from '@/components/ui/field-problem';
import { Input } from '@/components/ui/input';
import { DateField } from '@/components/ui/date-field';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { formatCalendarDate, todayDate } from '@/lib/dates';
import { intlLocale } from '@/lib/intl-locale';
import { onLiveEvent } from '@/lib/live-events';
import { toast } from '@/lib/toast';
import {
  myVerificationQuery,
  useEraseVerificationData,
  useStartVerification,
  verificationKeys,
} from '../api/verification-api';
import { CaptureField, type CapturePart } from './capture-field';

const selectClass =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-500';

const STATUS_VARIANT = {
  unverified: 'secondary',
  pending: 'warning',
  verified: 'success',
  rejected: 'destructive',
} as const;

function sortedCountries(language: string) {
  const names = new Intl.DisplayNames([intlLocale(language)], { type: 'region' });
  const collator = new Intl.Collator(intlLocale(language));
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}

/** /verification: the person's identity verification — consent, capture, preview, status and what is held. */
export function VerificationView() {
  const { t } = useTranslation('verification');
  const mine = useQuery(myVerificationQuery());
  const client = useQueryClient();
  // The decision arrives as a notification: the screen reads the status again at once.
  useEffect(
    () =>
      onLiveEvent((event) => {
        const type = event.kind === 'notification' ? event.data.type : undefined;
        if (type === 'verification') void client.invalidateQueries({ queryKey: verificationKeys.all });
      }),
    [client],
  );
  if (mine.isPending) return <Spinner />;
  if (!mine.data) return null;
  const me = mine.data;
  const latest = me.verifications[0];
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-8" data-testid="verification">
      <header className="space-y-2">
        <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold">
          <ShieldCheckIcon aria-hidden className="size-7 text-sky-700" />
          {t('title')}
          <Badge variant={STATUS_VARIANT[me.status]} data-testid="verification-status">
            {t(`status.${me.status}`)}
          </Badge>
        </h1>
        <p className="text-slate-700">{t('intro')}</p>
      </header>
      {me.status === 'pending' && <p className="rounded-lg bg-amber-50 p-4 text-amber-900">{t('pendingText')}</p>}
      {me.status === 'verified' && <p className="rounded-lg bg-emerald-50 p-4 text-emerald-900">{t('verifiedText')}</p>}
      {me.status === 'rejected' && (
        <div className="space-y-1 rounded-lg bg-red-50 p-4 text-red-900" role="status">
          <p>{t('rejectedText', { reason: latest?.decisionReason ?? '—' })}</p>
          <p>{t('retryHint')}</p>
        </div>
      )}
      {(me.status === 'unverified' || me.status === 'rejected') &&
        (me.attemptsLeftToday > 0 ? <StartForm me={me} /> : <p className="text-red-800">{t('noAttempts')}</p>)}
      <HeldData verifications={me.verifications} />
    </section>
  );
}

function StartForm({ me }: { me: MyVerification }) {
  const { t, i18n } = useTranslation('verification');
  const start = useStartVerification();
  const [documentType, setDocumentType] = useState<IdentityDocumentType>('ine');
  const [country, setCountry] = useState('MX');
  const [expiresOn, setExpiresOn] = useState('');
  const [curp, setCurp] = useState('');
  const [birthDate, setBirthDate] = useState('');
  const [consent, setConsent] = useState(false);
  const [files, setFiles] = useState<Record<CapturePart, File | null>>({ front: null, back: null, selfie: null });
  const [tried, setTried] = useState(false);

  const takesPictures = me.provider === 'sandbox';
  const parts: CapturePart[] = ['front', ...(documentHasBack(documentType) ? (['back'] as const) : []), 'selfie'];
  const missing = takesPictures ? parts.filter((p) => !files[p]) : [];
  const curpCheck = curp.trim() ? curpSchema.safeParse(curp) : null;
  const curpReason = curpCheck && !curpCheck.success ? curpCheck.error.issues[0]?.message : null;
  const expired = expiresOn !== '' && expiresOn < todayDate();

  const consentProblem = fieldProblem('verification-consent', tried && !consent, t('consent.accept'));
  const expiryProblem = fieldProblem(
    'verification-expires',
    (tried && !expiresOn) || expired,
    expired ? t('form.expired') : t('form.expiresOn'),
  );
  const curpProblem = fieldProblem(
    'verification-curp',
    curpReason,
    curpReason === 'curp_check_digit' ? t('form.curpCheckDigit') : t('form.curpFormat'),
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!consent || !expiresOn || expired || curpReason || missing.length > 0) return;
    try {
      const answer = await start.mutateAsync({
        documentType,
        country,
        expiresOn,
        curp: curp.trim(),
        birthDate,
        ...(takesPictures
          ? {
              front: files.front!,
              selfie: files.selfie!,
              ...(files.back && parts.includes('back') ? { back: files.back } : {}),
            }
          : {}),
      });
      if (answer.redirectUrl) {
        window.location.assign(answer.redirectUrl);
        return;
      }
      toast.success(t('sent'));
    } catch (failure) {
      toast.error(failure instanceof ApiError ? failure.message : t('failed'));
    }
  }

  return (
    <form className="space-y-5" noValidate onSubmit={(e) => void submit(e)}>
      <section
        className="space-y-2 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-slate-800"
        aria-labelledby="verification-consent-title"
      >
        <h2 id="verification-consent-title" className="text-base font-semibold">
          {t('consent.title')}
        </h2>
        <p>{t('consent.what')}</p>
        <p>{t('consent.why')}</p>
        <p>{t('consent.howLong', { days: me.retentionDays })}</p>
        <p>{t('consent.rights')}</p>
        <div className="flex items-start gap-2 pt-1">
          <Checkbox
            id="verification-consent"
            checked={consent}
            onCheckedChange={(v) => setConsent(v === true)}
            {...consentProblem.field}
          />
          <Label htmlFor="verification-consent" className="leading-snug font-medium">
            {t('consent.accept')}
          </Label>
        </div>
      </section>

      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <Label htmlFor="verification-type">{t('form.documentType')}</Label>
          <select
            id="verification-type"
            className={selectClass}
            value={documentType}
            onChange={(e) => setDocumentType(e.target.value as IdentityDocumentType)}
          >
            {IDENTITY_DOCUMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`form.types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <Label htmlFor="verification-country">{t('form.country')}</Label>
          <select
            id="verification-country"
            className={selectClass}
            value={country}
            onChange={(e) => setCountry(e.target.value)}
          >
            {sortedCountries(i18n.language).map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <Label htmlFor="verification-expires">{t('form.expiresOn')}</Label>
          <DateField
            id="verification-expires"
            required
            value={expiresOn}
            onChange={(v) => setExpiresOn(v)}
            {...expiryProblem.field}
          />
          {expiryProblem.message}
        </div>
        <div className="space-y-1">
          <Label htmlFor="verification-birth">{t('form.birthDate')}</Label>
          <DateField id="verification-birth" value={birthDate} onChange={(v) => setBirthDate(v)} />
        </div>
        {country === 'MX' && (
          <div className="space-y-1 sm:col-span-2">
            <Label htmlFor="verification-curp">{t('form.curp')}</Label>
            <Input
              id="verification-curp"
              dir="ltr"
              autoCapitalize="characters"
              autoComplete="off"
              maxLength={24}
              value={curp}
              onChange={(e) => setCurp(e.target.value)}
              aria-describedby={curpReason ? 'verification-curp-error' : 'verification-curp-hint'}
              {...curpProblem.field}
            />
            {curpProblem.message ?? (
              <p id="verification-curp-hint" className="text-sm text-slate-600">
                {curpCheck?.success ? `✓ ${t('form.curpOk')}` : t('form.curpHint')}
              </p>
            )}
          </div>
        )}
      </div>

      {takesPictures ? (
        <div className="grid gap-3 md:grid-cols-3">
          {parts.map((part) => (
            <CaptureField
              key={part}
              part={part}
              file={files[part]}
              onChange={(file) => setFiles((f) => ({ ...f, [part]: file }))}
            />
          ))}
        </div>
      ) : (
        <p className="text-sm text-slate-700">{t('form.stripeNote')}</p>
      )}
      {tried && missing.length > 0 && (
        <p role="alert" className="text-sm text-red-700">
          {t('form.missing', { parts: missing.map((p) => t(`capture.${p}`)).join(', ') })}
        </p>
      )}
      {consentProblem.message}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={start.isPending}>
          {takesPictures ? t('form.submit') : t('form.continueStripe')}
        </Button>
        <span className="text-sm text-slate-600">{t('attemptsLeft', { count: me.attemptsLeftToday })}</span>
      </div>
    </form>
  );
}

function HeldData({ verifications }: { verifications: Verification[] }) {
  const { t, i18n } = useTranslation('verification');
  const erase = useEraseVerificationData();
  const date = (value: string) => formatCalendarDate(value.slice(0, 10), i18n.language);
  const anythingHeld = verifications.some(
    (v) => v.imagesHeld.length > 0 || v.maskedCurp || v.birthDate || v.status === 'pending',
  );

  async function eraseAll() {
    if (!window.confirm(t('held.eraseConfirm'))) return;
    try {
      await erase.mutateAsync();
      toast.success(t('held.erased'));
    } catch (failure) {
      toast.error(failure instanceof ApiError ? failure.message : t('failed'));
    }
  }

  return (
    <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4" data-testid="verification-held">
      <h2 className="text-lg font-semibold">{t('held.title')}</h2>
      {verifications.length === 0 ? (
        <p className="text-sm text-slate-600">{t('held.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {verifications.map((v) => (
            <li key={v.id} className="space-y-1 py-2 text-sm">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-medium">
                  {t(`form.types.${v.documentType}`)} · {v.country}
                </span>
                <Badge
                  variant={v.status === 'verified' ? 'success' : v.status === 'rejected' ? 'destructive' : 'secondary'}
                >
                  {t(`verificationStatus.${v.status}`)}
                </Badge>
              </p>
              <p className="text-slate-700">
                {[
                  v.expiresOn && t('held.expires', { date: date(v.expiresOn) }),
                  v.maskedCurp && t('held.curp', { curp: v.maskedCurp }),
                  v.birthDate && t('held.birthDate', { date: date(v.birthDate) }),
                  t('held.consented', { date: date(v.consentedAt) }),
                  v.decidedAt && t('held.decided', { date: date(v.decidedAt) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <p className="text-slate-700">
                {v.imagesHeld.length > 0
                  ? t('held.images', { parts: v.imagesHeld.map((p) => t(`capture.${p}`)).join(', ') })
                  : t('held.noImages')}
                {v.imagesDeleteOn && ` · ${t('held.deleteOn', { date: date(v.imagesDeleteOn) })}`}
              </p>
              {v.decisionReason && <p className="text-red-800">{t('held.reason', { reason: v.decisionReason })}</p>}
            </li>
          ))}
        </ul>
      )}
      {anythingHeld && (
        <Button type="button" variant="outline" onClick={() => void eraseAll()} disabled={erase.isPending}>
          <Trash2Icon aria-hidden />
          {t('held.erase')}
        </Button>
      )}
    </section>
  );
}
