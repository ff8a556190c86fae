import { StarIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Five stars, filled up to `rating` (rounded to the nearest whole star). Decorative: callers label it. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const full = Math.round(rating);
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} aria-hidden>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} className={cn('size-4', n <= full ? 'fill-amber-400 text-amber-400' : 'text-slate-300')} />
      ))}
    </span>
  );
}
