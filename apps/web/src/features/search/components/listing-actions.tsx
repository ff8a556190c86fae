import { MessageCircleIcon, Share2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useListingHref } from '@/components/listing/listing-card';
import { useAuth } from '@/lib/auth/use-auth';

/** List view's Contactar and share buttons for one listing. */
export function ListingActions({ listingId }: { listingId: number }) {
  const { t } = useTranslation('search');
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const contactHref = useListingHref(listingId, { tab: 'contact' });

  function contact() {
    // Guests sign in first and come back to the contact tab.
    if (!user) void navigate('/login', { state: { from: { ...location, ...contactHref } } });
    else void navigate(contactHref, { preventScrollReset: true });
  }

  async function share() {
    const url = `${window.location.origin}/search?listing=${listingId}`;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('linkCopied'), { duration: 2000 });
    } catch {
      toast.error(t('shareFailed'), { duration: 2000 });
    }
  }

  return (
    <>
      <Button size="sm" onClick={contact}>
        <MessageCircleIcon aria-hidden />
        {t('contact')}
      </Button>
      <Button size="sm" variant="outline" onClick={() => void share()} aria-label={t('shareLabel')}>
        <Share2Icon aria-hidden />
        {t('share')}
      </Button>
    </>
  );
}
