import { useTranslation } from 'react-i18next';
import { RequestsList } from '@/features/booking/components/requests-list';

export default function RequestsPage() {
  const { t } = useTranslation('booking');
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="mb-8 text-3xl font-bold">{t('requests.title')}</h1>
      <RequestsList />
    </section>
  );
}
