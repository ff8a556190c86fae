import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-client';
import type { OcdsValidationReport } from '@vira/domain/tender';
import { OcdsRefusal, useImportTenders, useImportTendersFromUrl } from '../api/tenders-api';
import { OcdsValidationReportView } from './ocds-validation-report';

/**
 * /admin: import an OCDS release package from a JSON file, or from its address when the server allows it. Every
 * package is validated against the OCDS 1.1 schema: its report is shown (errors refuse it, warnings are told).
 */
export function TenderImportPanel() {
  const { t } = useTranslation('tenders');
  const importer = useImportTenders();
  const fromUrl = useImportTendersFromUrl();
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState('');
  const [outcome, setOutcome] = useState<string | null>(null);
  const [report, setReport] = useState<OcdsValidationReport | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    await run(async () => importer.mutateAsync(await file.text()));
  }

  async function submitUrl(event: FormEvent) {
    event.preventDefault();
    if (!url.trim()) return;
    await run(() => fromUrl.mutateAsync(url.trim()));
  }

  async function run(
    importing: () => Promise<{ releases: number; created: number; updated: number; validation: OcdsValidationReport }>,
  ) {
    setOutcome(null);
    setReport(null);
    try {
      const result = await importing();
      const text = t('import.done', result);
      setOutcome(text);
      setReport(result.validation.warningCount > 0 ? result.validation : null);
      toast.success(text);
    } catch (failure) {
      const message = failure instanceof ApiError || failure instanceof OcdsRefusal ? failure.message : t('error');
      setOutcome(message);
      if (failure instanceof OcdsRefusal) setReport(failure.report);
      toast.error(message);
    }
  }

  return (
    <section className="mx-auto max-w-6xl space-y-3 px-4 py-6" data-testid="tender-import-panel">
      <h2 className="text-xl font-semibold">{t('import.title')}</h2>
      <p className="text-sm text-slate-600">{t('import.description')}</p>
      <form className="flex flex-wrap items-end gap-2" onSubmit={(e) => void submit(e)}>
        <div className="min-w-64 flex-1 space-y-1">
          <Label htmlFor="tender-import-file">{t('import.file')}</Label>
          <Input
            id="tender-import-file"
            type="file"
            accept="application/json,.json"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </div>
        <Button type="submit" disabled={!file || importer.isPending}>
          {t('import.submit')}
        </Button>
      </form>
      <form className="flex flex-wrap items-end gap-2" onSubmit={(e) => void submitUrl(e)}>
        <div className="min-w-64 flex-1 space-y-1">
          <Label htmlFor="tender-import-url">{t('import.url')}</Label>
          <Input
            id="tender-import-url"
            type="url"
            // An address reads left to right in every language.
            dir="ltr"
            inputMode="url"
            placeholder="https://"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
          <p className="text-xs text-slate-500">{t('import.urlHelp')}</p>
        </div>
        <Button type="submit" variant="outline" disabled={!url.trim() || fromUrl.isPending}>
          {t('import.fromUrl')}
        </Button>
      </form>
      {outcome && (
        <p role="status" className="text-sm">
          {outcome}
        </p>
      )}
      {report && <OcdsValidationReportView report={report} />}
    </section>
  );
}
