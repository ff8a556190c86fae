import { ArrowLeftIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

/** Floating back button on every page but home; with no earlier page in this tab it goes home. */
export function BackButton() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (pathname === '/') return null;
  const goBack = () => {
    // React Router numbers its history entries; 0 means this tab opened directly on the current page.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate('/');
  };
  return (
    <button
      type="button"
      onClick={goBack}
      aria-label={t('back')}
      title={t('back')}
      className="fixed start-5 bottom-5 z-30 flex size-12 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-800 shadow-lg outline-none hover:bg-slate-50 focus-visible:ring-4 focus-visible:ring-brand-500/50"
    >
      <ArrowLeftIcon className="size-5 rtl:rotate-180" aria-hidden />
    </button>
  );
}
