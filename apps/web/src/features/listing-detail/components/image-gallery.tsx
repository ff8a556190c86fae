import type { Listing } from '@vira/domain/listing';
import { ChevronLeftIcon, ChevronRightIcon, ExpandIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListingImage } from '@/components/listing/listing-image';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { ImageLightbox } from './image-lightbox';

/** The dialog's pictures: a large one, thumbnails, and a full-screen lightbox on click. */
export function ImageGallery({
  listing,
  priority = false,
}: {
  listing: Pick<Listing, 'id' | 'title' | 'images'>;
  /** The page's largest picture (the listing page's cover): the browser fetches it before anything else. */
  priority?: boolean;
}) {
  const { t } = useTranslation('listing');
  const [selected, setSelected] = useState(0);
  const [lightbox, setLightbox] = useState<number | null>(null);
  const images = listing.images;
  const count = images.length;
  const current = images[selected];

  return (
    <div className="flex flex-col gap-2">
      <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-slate-100">
        <ListingImage
          key={current?.id ?? 'none'}
          src={current?.url}
          alt={current?.alt ?? listing.title}
          eager
          fetchPriority={priority && selected === 0 ? 'high' : undefined}
          sizes="(min-width: 768px) 50vw, 100vw"
          className="size-full"
        />
        {/* Over the picture rather than around it, and empty: its name is what it does, the picture keeps its own
            description and the counter is read beside it (a name that differs from the visible text inside fails
            WCAG 2.5.3 Label in Name). */}
        <button
          type="button"
          className="absolute inset-0 block size-full cursor-zoom-in outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset"
          onClick={() => count > 0 && setLightbox(selected)}
          aria-label={t('gallery.open')}
          data-testid="gallery-open"
          disabled={count === 0}
        />
        {count > 0 && (
          <span className="pointer-events-none absolute end-2 bottom-2 flex items-center gap-1 rounded-md bg-black/60 px-2 py-1 text-xs text-white">
            <ExpandIcon className="size-3" aria-hidden />
            {t('gallery.counter', { n: selected + 1, m: count })}
          </span>
        )}
        {count > 1 && (
          <>
            <Button
              variant="secondary"
              size="icon-sm"
              className="absolute start-2 top-1/2 -translate-y-1/2 rounded-full bg-white/90"
              aria-label={t('gallery.previous')}
              onClick={() => setSelected((selected - 1 + count) % count)}
            >
              <ChevronLeftIcon className="rtl:rotate-180" aria-hidden />
            </Button>
            <Button
              variant="secondary"
              size="icon-sm"
              className="absolute end-2 top-1/2 -translate-y-1/2 rounded-full bg-white/90"
              aria-label={t('gallery.next')}
              onClick={() => setSelected((selected + 1) % count)}
            >
              <ChevronRightIcon className="rtl:rotate-180" aria-hidden />
            </Button>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="flex gap-2 overflow-x-auto" aria-label={t('gallery.thumbnails')}>
          {images.map((image, i) => (
            <li key={image.id}>
              <button
                type="button"
                onClick={() => setSelected(i)}
                aria-label={t('gallery.show', { n: i + 1, m: count })}
                aria-current={i === selected}
                className={cn(
                  'block size-16 overflow-hidden rounded-md border-2 outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                  i === selected ? 'border-brand-600' : 'border-transparent opacity-70 hover:opacity-100',
                )}
              >
                <ListingImage src={image.url} alt="" sizes="64px" className="size-full" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ImageLightbox
        listing={listing}
        index={lightbox}
        onIndexChange={(i) => {
          setLightbox(i);
          if (i !== null) setSelected(i);
        }}
      />
    </div>
  );
}
