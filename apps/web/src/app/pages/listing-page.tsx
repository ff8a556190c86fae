import { parseListingSegment } from '@vira/domain/listing-address';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import { ListingPageView } from '@/features/listing-detail/components/listing-page-view';
import { useListing } from '@/features/listing-detail/api/listing-api';
import { ReviewsPanel } from '@/features/reviews/components/reviews-panel';

/**
 * `/listings/<id>-<slug>` (and `/<language>/listings/…`): a listing's own page. The server renders it for a plain
 * request (public-pages module, decision 044) with the listing already in the query cache, and this hydrates it.
 */
export default function ListingPage() {
  const { listing: segment = '' } = useParams();
  const id = parseListingSegment(segment)?.id ?? 0;
  return id ? <ListingById id={id} /> : <ListingMissing />;
}

function ListingById({ id }: { id: number }) {
  const query = useListing(id);
  const { t } = useTranslation('shell');
  const title = query.data?.title;
  useEffect(() => {
    if (title) document.title = t('titleFormat.page', { title });
  }, [title, t]);
  if (query.isPending) {
    return (
      <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6" role="status" aria-busy>
        <Skeleton className="aspect-[4/3] w-full md:w-1/2" />
        <Skeleton className="h-8 w-2/3" />
      </div>
    );
  }
  if (query.isError) return <ListingMissing />;
  return (
    <ListingPageView
      listing={query.data}
      favorite={<FavoriteButton listingId={id} />}
      reviews={<ReviewsPanel type="item" itemId={id} service={query.data.type === 'service'} />}
      tabHref={(tab) => `?listing=${id}&tab=${tab}`}
    />
  );
}

function ListingMissing() {
  const { t } = useTranslation('listing');
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{t('notFoundTitle')}</h1>
      <p className="mt-4 text-slate-600">{t('page.notFound')}</p>
    </section>
  );
}
