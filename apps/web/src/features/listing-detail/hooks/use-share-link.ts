import { listingPath } from '@vira/domain/listing-address';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';

/** Spec: the copy confirmation lasts 2 s. */
const TOAST_MS = 2000;

/**
 * The listing's own address (`/listings/<id>-<slug>`), which a search engine or a chat's link preview reads as a
 * page; without a language, so whoever opens it reads it in theirs.
 */
export function listingShareUrl(listingId: number, title: string): string {
  return new URL(listingPath(listingId, title), window.location.origin).toString();
}

export function useShareLink() {
  const { t } = useTranslation('listing');

  const copy = useCallback(
    async (url: string) => {
      try {
        await navigator.clipboard.writeText(url);
        toast.success(t('share.copied'), { duration: TOAST_MS });
      } catch {
        toast.error(t('share.failed'), { duration: TOAST_MS });
      }
    },
    [t],
  );

  /** The system share sheet where there is one (phones), else the link is copied. */
  const share = useCallback(
    async (url: string, title: string) => {
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({ url, title });
          return;
        } catch (error) {
          // The person closed the sheet: nothing to report.
          if (error instanceof DOMException && error.name === 'AbortError') return;
        }
      }
      await copy(url);
    },
    [copy],
  );

  /** Opens a social network's share page in a new tab; if the browser blocks it, the link is copied instead. */
  const openExternal = useCallback(
    async (shareUrl: string, url: string) => {
      const opened = window.open(shareUrl, '_blank', 'noopener,noreferrer');
      if (!opened) await copy(url);
    },
    [copy],
  );

  return { copy, share, openExternal };
}
