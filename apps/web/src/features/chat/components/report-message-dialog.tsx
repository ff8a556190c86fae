import { MESSAGE_REPORT_CATEGORIES, type MessageReportCategory, type ReportMessageBody } from '@vira/domain/chat';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

const DETAILS_MAX = 500;

/** Why a message is reported: one choice (required) and the person's own words (optional), for the admins. */
export function ReportMessageDialog({
  open,
  onOpenChange,
  onReport,
  reporting,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReport: (body: ReportMessageBody) => void;
  reporting: boolean;
}) {
  const { t } = useTranslation('chat');
  const [category, setCategory] = useState<MessageReportCategory | null>(null);
  const [details, setDetails] = useState('');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (category) onReport({ category, ...(details.trim() ? { reason: details.trim() } : {}) });
          }}
        >
          <DialogHeader>
            <DialogTitle>{t('reportDialog.title')}</DialogTitle>
            <DialogDescription>{t('reportDialog.description')}</DialogDescription>
          </DialogHeader>
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium">{t('reportDialog.why')}</legend>
            {MESSAGE_REPORT_CATEGORIES.map((c) => (
              <label key={c} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="report-category"
                  className="accent-brand-600"
                  checked={category === c}
                  onChange={() => setCategory(c)}
                />
                {t(`reportCategories.${c}`)}
              </label>
            ))}
          </fieldset>
          <div className="space-y-1.5">
            <Label htmlFor="report-details">{t('reportDialog.details')}</Label>
            <Textarea
              id="report-details"
              rows={3}
              maxLength={DETAILS_MAX}
              value={details}
              onChange={(e) => setDetails(e.target.value)}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('reportDialog.cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={!category || reporting}>
              {t('reportDialog.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
