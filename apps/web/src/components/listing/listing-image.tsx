import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** Responsive widths the API renders (spec section 9). */
const WIDTHS = [480, 768, 1024] as const;
export const PLACEHOLDER_IMAGE = '/placeholder.svg';
/** A transparent pixel: an image must have a source (HTML), and this one costs no request while it waits. */
const WAITING_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

interface ListingImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  /** API path of the image (`/api/images/<id>-<token>`, as the API hands it out), or nothing for a listing without pictures. */
  src: string | null | undefined;
  alt: string;
  /** Load at once (e.g. the first image of a dialog) instead of waiting to scroll into view. */
  eager?: boolean;
}

/**
 * A listing picture that is only requested when it comes near the viewport (10 % visible, 50 px margin, spec
 * section 9), in the width the layout needs, and that falls back to a placeholder when it fails to load.
 */
export function ListingImage({ src, alt, eager = false, className, sizes, ...props }: ListingImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(eager);
  // Remembers which source failed, so a new source gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc != null && failedSrc === src;

  useEffect(() => {
    if (visible) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: 0.1, rootMargin: '50px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  const usePlaceholder = !src || failed;
  const base = src ? src.split('?')[0] : '';
  const srcSet = visible && !usePlaceholder ? WIDTHS.map((w) => `${base}?w=${w} ${w}w`).join(', ') : undefined;
  return (
    <img
      ref={ref}
      alt={alt}
      decoding="async"
      className={cn('bg-slate-100 object-cover', className)}
      src={!visible ? WAITING_IMAGE : usePlaceholder ? PLACEHOLDER_IMAGE : `${base}?w=768`}
      srcSet={srcSet}
      // `sizes` only qualifies a srcset.
      sizes={srcSet ? (sizes ?? '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw') : undefined}
      data-state={!visible ? 'waiting' : usePlaceholder ? 'placeholder' : 'loaded'}
      onError={() => setFailedSrc(src ?? null)}
      {...props}
    />
  );
}
