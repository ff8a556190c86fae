import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useCreateCooperative } from '../api/cooperatives-api';
import { FormError } from './form-error';

export function CreateCooperativeForm({ onCreated }: { onCreated(id: string): void }) {
  const { t } = useTranslation('cooperatives');
  const create = useCreateCooperative();
  const [form, setForm] = useState({ name: '', purpose: '', city: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(form, {
      onSuccess: (coop) => {
        setForm({ name: '', purpose: '', city: '' });
        onCreated(coop.id);
      },
    });
  };
  return (
    <form onSubmit={submit} className="space-y-3 rounded-xl border border-slate-200 p-4" aria-labelledby="create-title">
      <h2 id="create-title" className="text-xl font-semibold">
        {t('create.title')}
      </h2>
      <div className="space-y-1">
        <Label htmlFor="coop-name">{t('create.name')}</Label>
        <Input id="coop-name" value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} required />
      </div>
      <div className="space-y-1">
        <Label htmlFor="coop-purpose">{t('create.purpose')}</Label>
        <Textarea
          id="coop-purpose"
          value={form.purpose}
          onChange={(e) => setForm({ ...form, purpose: e.target.value })}
          required
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor="coop-city">{t('create.city')}</Label>
        <Input id="coop-city" value={form.city} onChange={(e) => setForm({ ...form, city: e.target.value })} required />
      </div>
      <FormError error={create.error} />
      <Button type="submit" disabled={create.isPending}>
        {t('create.submit')}
      </Button>
    </form>
  );
}
