import { CopyIcon, MessageCircleIcon, Share2Icon, ThumbsUpIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { listingShareUrl, useShareLink } from '../hooks/use-share-link';

/** Facebook, WhatsApp and copy link for a listing. */
export function ShareMenu({ listingId, title }: { listingId: number; title: string }) {
  const { t } = useTranslation('listing');
  const { copy, openExternal } = useShareLink();
  const url = () => listingShareUrl(listingId);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="secondary"
          size="icon-sm"
          className="rounded-full"
          aria-label={t('share.open')}
          data-testid="share-menu"
        >
          <Share2Icon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem
          onSelect={() =>
            void openExternal(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url())}`, url())
          }
        >
          <ThumbsUpIcon aria-hidden />
          {t('share.facebook')}
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() => void openExternal(`https://wa.me/?text=${encodeURIComponent(`${title} ${url()}`)}`, url())}
        >
          <MessageCircleIcon aria-hidden />
          {t('share.whatsapp')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void copy(url())}>
          <CopyIcon aria-hidden />
          {t('share.copy')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
