import { Loader2Icon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** A spinning indicator, announced to screen readers as "loading" unless a label is given. */
export function Spinner({ className, 'aria-label': label, ...props }: ComponentProps<'svg'>) {
  const { t } = useTranslation('common');
  return (
    <Loader2Icon
      role="status"
      aria-label={label ?? t('loading')}
      className={cn('size-5 animate-spin text-brand-600', className)}
      {...props}
    />
  );
}
