import { cn } from '@/lib/cn';
import { initials } from '@/lib/initials';

/** A round photo, or the name's initials (the same on the home page, profiles and reviews). */
export function Avatar({
  url,
  name,
  className,
}: {
  url: string | null | undefined;
  name: string | null;
  className?: string;
}) {
  if (url) return <img src={url} alt="" className={cn('size-16 rounded-full object-cover', className)} />;
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-16 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-700',
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
