import type { Listing } from '@vira/domain/listing';
import { ChevronLeftIcon, ChevronRightIcon, DownloadIcon, Share2Icon, XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ListingImage } from '@/components/listing/listing-image';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useDialogPortalContainer } from '@/components/ui/dialog-portal-container';
import { listingShareUrl, useShareLink } from '../hooks/use-share-link';

interface ImageLightboxProps {
  listing: Pick<Listing, 'id' | 'title' | 'images'>;
  index: number | null;
  onIndexChange(index: number | null): void;
}

/**
 * Full-screen viewer: arrow keys move between pictures (mirrored in right-to-left languages), Escape closes,
 * download and share buttons, thumbnails and an 'n de m' counter.
 */
export function ImageLightbox({ listing, index, onIndexChange }: ImageLightboxProps) {
  const { t, i18n } = useTranslation('listing');
  const { share } = useShareLink();
  const container = useDialogPortalContainer();
  const images = listing.images;
  const open = index !== null && images.length > 0;
  const current = open ? images[Math.min(index, images.length - 1)]! : null;
  const count = images.length;
  const go = (step: number) => {
    if (index === null || count === 0) return;
    onIndexChange((index + step + count) % count);
  };
  const rtl = i18n.dir(i18n.language) === 'rtl';

  // Listened on the window: the keys must work wherever focus sits while the viewer is open.
  useEffect(() => {
    if (index === null || count === 0) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (step === 0) return;
      event.preventDefault();
      onIndexChange((index + (rtl ? -step : step) + count) % count);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [index, count, rtl, onIndexChange]);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => !next && onIndexChange(null)}>
      <DialogPrimitive.Portal container={container ?? undefined}>
        <DialogPrimitive.Overlay className="fixed inset-0 z-[60] bg-black" />
        <DialogPrimitive.Content
          className="fixed inset-0 z-[60] flex flex-col text-white outline-none"
          data-testid="lightbox"
          aria-describedby={undefined}
        >
          <DialogPrimitive.Title className="sr-only">{listing.title}</DialogPrimitive.Title>
          <div className="flex items-center justify-between gap-2 p-3">
            <span className="text-sm font-medium" data-testid="lightbox-counter" aria-live="polite">
              {index !== null && t('gallery.counter', { n: index + 1, m: count })}
            </span>
            <div className="flex items-center gap-2">
              {current && (
                <Button asChild variant="ghost" size="icon" className="text-white hover:bg-white/10 hover:text-white">
                  <a
                    href={`${current.url}?w=1024`}
                    download={`${slug(listing.title)}-${(index ?? 0) + 1}`}
                    aria-label={t('gallery.download')}
                  >
                    <DownloadIcon aria-hidden />
                  </a>
                </Button>
              )}
              <Button
                variant="ghost"
                size="icon"
                className="text-white hover:bg-white/10 hover:text-white"
                aria-label={t('gallery.share')}
                onClick={() => void share(listingShareUrl(listing.id, listing.title), listing.title)}
              >
                <Share2Icon aria-hidden />
              </Button>
              <DialogPrimitive.Close asChild>
                <Button
                  variant="ghost"
                  size="icon"
                  className="text-white hover:bg-white/10 hover:text-white"
                  aria-label={t('gallery.close')}
                >
                  <XIcon aria-hidden />
                </Button>
              </DialogPrimitive.Close>
            </div>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center px-12">
            {current && (
              <ListingImage
                key={current.id}
                src={current.url}
                alt={current.alt}
                eager
                sizes="100vw"
                className="max-h-full max-w-full bg-transparent object-contain"
                data-testid="lightbox-image"
              />
            )}
            {count > 1 && (
              <>
                <Button
                  variant="ghost"
                  size="icon"
                  className="absolute start-2 top-1/2 -translate-y-1/2 rounded-full text-white hover:bg-white/10 hover:text-white"
                  aria-label={t('gallery.previous')}
                  onClick={() => go(-1)}
                >
                  <ChevronLeftIcon className="size-8 rtl:rotate-180" aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="absolute end-2 top-1/2 -translate-y-1/2 rounded-full text-white hover:bg-white/10 hover:text-white"
                  aria-label={t('gallery.next')}
                  onClick={() => go(1)}
                >
                  <ChevronRightIcon className="size-8 rtl:rotate-180" aria-hidden />
                </Button>
              </>
            )}
          </div>
          {count > 1 && (
            <ul className="flex justify-center gap-2 overflow-x-auto p-3" aria-label={t('gallery.thumbnails')}>
              {images.map((image, i) => (
                <li key={image.id}>
                  <button
                    type="button"
                    onClick={() => onIndexChange(i)}
                    aria-label={t('gallery.show', { n: i + 1, m: count })}
                    aria-current={i === index}
                    className={cn(
                      'block size-16 overflow-hidden rounded-md border-2 outline-none focus-visible:ring-2 focus-visible:ring-white',
                      i === index ? 'border-white' : 'border-transparent opacity-60 hover:opacity-100',
                    )}
                  >
                    <ListingImage src={image.url} alt="" sizes="64px" className="size-full" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function slug(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'vira'
  );
}
