import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

export function SearchPagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage(page: number): void;
}) {
  const { t } = useTranslation('search');
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('pagination')} className="flex items-center justify-center gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeftIcon aria-hidden className="rtl:rotate-180" />
        {t('previousPage')}
      </Button>
      <span className="text-sm text-slate-600" aria-current="page">
        {t('pageOf', { page, total: totalPages })}
      </span>
      <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('nextPage')}
        <ChevronRightIcon aria-hidden className="rtl:rotate-180" />
      </Button>
    </nav>
  );
}
