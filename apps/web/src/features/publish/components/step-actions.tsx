import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

export function StepActions({ saving, label }: { saving: boolean; label?: string }) {
  const { t } = useTranslation('publish');
  return (
    <div className="flex justify-end pt-2">
      <Button type="submit" disabled={saving}>
        {saving && <Spinner />}
        {label ?? t('saveAndContinue')}
      </Button>
    </div>
  );
}
