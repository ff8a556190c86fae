import { HeartIcon } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useFavorites } from '../hooks/use-favorites';

/** Spec: favourites toasts last 2 s. */
const TOAST_MS = 2000;

/** The heart that adds a listing to (or removes it from) the person's favourites. */
export function FavoriteButton({ listingId, className }: { listingId: number; className?: string }) {
  const { t } = useTranslation('favorites');
  const { isFavorite, toggle, ready } = useFavorites();
  const [busy, setBusy] = useState(false);
  const active = isFavorite(listingId);

  const onClick = async (event: MouseEvent) => {
    // Hearts sit on cards whose whole surface is a link.
    event.preventDefault();
    event.stopPropagation();
    setBusy(true);
    try {
      const added = await toggle(listingId);
      toast.success(t(added ? 'added' : 'removed'), { duration: TOAST_MS });
    } catch {
      toast.error(t('error'), { duration: TOAST_MS });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="secondary"
      size="icon-sm"
      className={cn('rounded-full bg-white/90 shadow-sm hover:bg-white', className)}
      aria-pressed={active}
      aria-label={t(active ? 'remove' : 'add')}
      data-testid="favorite-button"
      disabled={busy || !ready}
      onClick={(e) => void onClick(e)}
    >
      <HeartIcon className={cn('size-5', active ? 'fill-red-500 text-red-500' : 'text-slate-700')} aria-hidden />
    </Button>
  );
}
