import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-client';
import { useImportTenders, useImportTendersFromUrl } from '../api/tenders-api';

/** /admin: import an OCDS release package from a JSON file, or from its address when the server allows it. */
export function TenderImportPanel() {
  const { t } = useTranslation('tenders');
  const importer = useImportTenders();
  const fromUrl = useImportTendersFromUrl();
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState('');
  const [outcome, setOutcome] = useState<string | null>(null);

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

  async function run(importing: () => Promise<{ releases: number; created: number; updated: number }>) {
    setOutcome(null);
    try {
      const result = await importing();
      const text = t('import.done', result);
      setOutcome(text);
      toast.success(text);
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message : t('error');
      setOutcome(message);
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
    </section>
  );
}
