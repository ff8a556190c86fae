import { CopyIcon, MessageCircleIcon, Share2Icon, ThumbsUpIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui';
import { DropdownMenu, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { useDialogPortalContainer } from '@/components/ui/dialog-portal-container';
import { listingShareUrl, useShareLink } from '../hooks/use-share-link';

/** Facebook, WhatsApp and copy link for a listing. */
export function ShareMenu({ listingId, title }: { listingId: number; title: string }) {
  const { t } = useTranslation('listing');
  const { copy, openExternal } = useShareLink();
  const container = useDialogPortalContainer();
  const url = () => listingShareUrl(listingId, title);
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
      {/* Portalled into the listing dialog (not the page body) so its focus trap lets the keyboard into the menu. */}
      <DropdownMenuPrimitive.Portal container={container ?? undefined}>
        <DropdownMenuPrimitive.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-40 rounded-md border border-slate-200 bg-white p-1 text-slate-900 shadow-md"
        >
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
        </DropdownMenuPrimitive.Content>
      </DropdownMenuPrimitive.Portal>
    </DropdownMenu>
  );
}
