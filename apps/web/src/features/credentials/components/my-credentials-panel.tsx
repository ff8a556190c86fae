import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import {
  CREDENTIAL_FILE_MAX_BYTES,
  CREDENTIAL_FILE_TYPES,
  CREDENTIAL_TYPES,
  credentialInputSchema,
} from '@vira/domain/credential';
import { FileTextIcon } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { fieldProblem } from '@/components/ui/field-problem';
import { Input } from '@/components/ui/input';
import { DateField } from '@/components/ui/date-field';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-client';
import { myCredentialsQuery } from '@/lib/queries/credential-queries';
import { useAddCredential, useDeleteCredential } from '../api/credentials-api';

const selectClass =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-500';
const rules = credentialInputSchema.shape;
const ACCEPTED: readonly string[] = CREDENTIAL_FILE_TYPES;

/**
 * The server's own rules (credentialInputSchema) for the fields, and its file rules (type and size) for the
 * document, so a missing or wrong file is named under it before anything is sent.
 */
const credentialFormSchema = credentialInputSchema.extend({
  files: z
    .custom<FileList | null | undefined>()
    .transform((list) => list?.[0] ?? null)
    .pipe(
      z
        .instanceof(File, { message: 'missing' })
        .refine((file) => ACCEPTED.includes(file.type) && file.size <= CREDENTIAL_FILE_MAX_BYTES, 'invalid'),
    ),
});
type Values = z.input<typeof credentialFormSchema>;
type Parsed = z.output<typeof credentialFormSchema>;

const EMPTY: Values = { type: 'cedula_profesional', number: '', issuer: '', expiresOn: '', files: null };

/** /profile: the person's professional credentials, with the upload form; admins verify them in /admin. */
export function MyCredentialsPanel() {
  const { t } = useTranslation('credentials');
  const list = useQuery(myCredentialsQuery());
  const add = useAddCredential();
  const remove = useDeleteCredential();
  const { register, handleSubmit, reset, formState, control } = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(credentialFormSchema),
    defaultValues: EMPTY,
  });
  const errors = formState.errors;

  async function submit({ files: file, ...input }: Parsed) {
    try {
      await add.mutateAsync({ input, file });
      toast.success(t('added'));
      // Without values, react-hook-form also resets the form element, which is what empties the file field.
      reset();
    } catch (failure) {
      toast.error(failure instanceof ApiError ? failure.message : t('failed'));
    }
  }

  const number = fieldProblem(
    'credential-number',
    errors.number,
    t('errors.number', { max: rules.number.maxLength ?? 0 }),
  );
  const issuer = fieldProblem(
    'credential-issuer',
    errors.issuer,
    t('errors.issuer', { max: rules.issuer.maxLength ?? 0 }),
  );
  const expiry = fieldProblem('credential-expiry', errors.expiresOn, t('errors.expiresOn'));
  const file = fieldProblem(
    'credential-file',
    errors.files,
    errors.files?.message === 'missing' ? t('fileMissing') : t('errors.file'),
  );

  return (
    <section className="space-y-4 rounded-xl border border-slate-200 bg-white p-5" data-testid="my-credentials">
      <div>
        <h2 className="text-lg font-semibold">{t('title')}</h2>
        <p className="text-sm text-slate-600">{t('description')}</p>
      </div>
      {(list.data ?? []).length > 0 && (
        <ul className="divide-y divide-slate-100">
          {list.data!.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0">
                <span className="font-medium">{t(`types.${c.type}`)}</span>{' '}
                <span className="text-sm text-slate-600">
                  {c.number} · {c.issuer}
                  {c.expiresOn && ` · ${t('expires', { date: c.expiresOn })}`}
                </span>
                {c.status === 'rejected' && c.decisionReason && (
                  <span className="block text-sm text-red-700">
                    {t('rejectedBecause', { reason: c.decisionReason })}
                  </span>
                )}
              </span>
              <span className="flex items-center gap-2">
                <Badge
                  variant={c.status === 'verified' ? 'success' : c.status === 'rejected' ? 'destructive' : 'secondary'}
                >
                  {t(`status.${c.status}`)}
                </Badge>
                <a className="text-sm text-brand-700 underline" href={c.fileUrl} target="_blank" rel="noreferrer">
                  <FileTextIcon aria-hidden className="inline size-4" /> {t('document')}
                </a>
                {c.status !== 'verified' && (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() =>
                      void remove
                        .mutateAsync(c.id)
                        .catch((e: unknown) => toast.error(e instanceof ApiError ? e.message : t('failed')))
                    }
                  >
                    {t('delete')}
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      <form className="grid gap-3 sm:grid-cols-2" noValidate onSubmit={(e) => void handleSubmit(submit)(e)}>
        <div className="space-y-1">
          <Label htmlFor="credential-type">{t('type')}</Label>
          <select id="credential-type" className={selectClass} {...register('type')}>
            {CREDENTIAL_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <Label htmlFor="credential-number">{t('number')}</Label>
          <Input id="credential-number" required {...number.field} {...register('number')} />
          {number.message}
        </div>
        <div className="space-y-1">
          <Label htmlFor="credential-issuer">{t('issuer')}</Label>
          <Input id="credential-issuer" required {...issuer.field} {...register('issuer')} />
          {issuer.message}
        </div>
        <div className="space-y-1">
          <Label htmlFor="credential-expiry">{t('expiry')}</Label>
          <Controller
            control={control}
            name="expiresOn"
            render={({ field }) => (
              <DateField
                id="credential-expiry"
                {...expiry.field}
                name={field.name}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
          {expiry.message}
        </div>
        <div className="space-y-1 sm:col-span-2">
          <Label htmlFor="credential-file">{t('file')}</Label>
          <Input
            id="credential-file"
            type="file"
            accept={CREDENTIAL_FILE_TYPES.join(',')}
            {...file.field}
            {...register('files')}
          />
          {file.message ?? <p className="text-xs text-slate-600">{t('fileHelp')}</p>}
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={add.isPending || formState.isSubmitting}>
            {t('add')}
          </Button>
        </div>
      </form>
    </section>
  );
}
