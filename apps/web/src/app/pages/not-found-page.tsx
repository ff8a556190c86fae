import { HomeIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';
import { Button } from '@/components/ui/button';

export default function NotFoundPage() {
  const { t } = useTranslation('pages');
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <p aria-hidden className="text-7xl font-extrabold text-brand-600">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-4 text-lg text-slate-600">{t('notFound.message')}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">
          <HomeIcon aria-hidden />
          {t('notFound.home')}
        </Link>
      </Button>
    </section>
  );
}
