import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** A decision with a written reason: the button opens a reason field, confirming sends it. */
export function ReasonAction({
  label,
  onConfirm,
  optional = false,
  variant = 'outline',
}: {
  label: string;
  onConfirm: (reason: string) => Promise<unknown>;
  optional?: boolean;
  variant?: 'outline' | 'destructive' | 'default';
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  if (!open) {
    return (
      <Button type="button" size="sm" variant={variant} onClick={() => setOpen(true)}>
        {label}
      </Button>
    );
  }
  const valid = optional || reason.trim().length >= 3;
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (!valid) return;
        setBusy(true);
        onConfirm(reason.trim())
          .then(() => {
            setOpen(false);
            setReason('');
          })
          .catch((error: Error) => toast.error(error.message))
          .finally(() => setBusy(false));
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('reason')}
      </label>
      <Input
        id={id}
        className="h-8 w-56"
        placeholder={t('reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        autoFocus
      />
      <Button type="submit" size="sm" variant={variant} disabled={!valid || busy}>
        {t('confirm', { action: label })}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
        {t('cancel')}
      </Button>
    </form>
  );
}
