import { findCategory, publishCategoryFor } from '@vira/domain/category-taxonomy';
import type { ListingPatch } from '@vira/domain/listing-editor';
import { CheckIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Link } from '@/lib/localized-link';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { cn } from '@/lib/cn';
import { useCreateDraft, useMyListing, usePublish, useSaveStep } from '../api/publish-api';
import { AvailabilityStep } from './availability-step';
import { DetailsStep } from './details-step';
import { LocationStep, type LocationPicker } from './location-step';
import { PhotosStep } from './photos-step';
import { PreviewStep, type ListingPreview } from './preview-step';
import { PricingStep } from './pricing-step';
import { ServiceStep } from './service-step';
import { TypeChooser } from './type-chooser';

const STEPS = ['details', 'location', 'pricing', 'availability', 'photos', 'preview'] as const;
type Step = (typeof STEPS)[number];

/**
 * /publish: a server-side draft edited step by step (?draft=<id>&step=<step>), so a reload or another device
 * continues where the person stopped. The draft is made by the first save; /publish?category=<key> preselects
 * the category (a taxonomy id, or a sample catalogue key where the taxonomy places it; other keys are ignored).
 */
export function PublishWizard({
  locationPicker,
  listingPreview,
}: {
  locationPicker?: LocationPicker;
  /** Composed in by the app: the listing dialog itself, showing the draft as renters will see it. */
  listingPreview?: ListingPreview;
}) {
  const { user, loading } = useAuth();
  const { t } = useTranslation('publish');
  const location = useLocation();
  if (loading) return <Spinner />;
  if (!user) {
    // Publishing needs an account; the chosen category survives the detour through /login.
    return (
      <section className="mx-auto max-w-xl space-y-4 px-4 py-12 text-center">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="text-slate-600">{t('signIn')}</p>
        <Button asChild>
          <Link to="/login" state={{ from: location }}>
            {t('signInAction')}
          </Link>
        </Button>
      </section>
    );
  }
  return <Wizard locationPicker={locationPicker} listingPreview={listingPreview} />;
}

function Wizard({
  locationPicker,
  listingPreview,
}: {
  locationPicker?: LocationPicker;
  listingPreview?: ListingPreview;
}) {
  const { t } = useTranslation('publish');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const draftId = Number(params.get('draft')) || null;
  const step: Step = (STEPS as readonly string[]).includes(params.get('step') ?? '')
    ? (params.get('step') as Step)
    : 'details';
  const create = useCreateDraft();
  const listing = useMyListing(draftId);
  const save = useSaveStep(draftId ?? 0);
  const publish = usePublish(draftId ?? 0);
  const preset = publishCategoryFor(params.get('category'));
  // Until the first save there is no draft: the type chosen meanwhile goes with that save.
  const [newType, setNewType] = useState<'product' | 'service'>(
    preset && findCategory(preset.category)?.type === 'services' ? 'service' : 'product',
  );

  function go(next: Step) {
    setParams({ draft: String(draftId), step: next });
    window.scrollTo({ top: 0 });
  }
  function nextOf(current: Step): Step {
    return STEPS[Math.min(STEPS.indexOf(current) + 1, STEPS.length - 1)]!;
  }
  function saveAndGo(patch: ListingPatch) {
    const onError = (error: Error) => toast.error(t('saveFailed'), { description: error.message });
    if (!draftId) {
      // The first save makes the draft (an opened and left /publish leaves nothing behind).
      create.mutate(
        { type: newType, ...patch },
        {
          onSuccess: (draft) => {
            setParams({ draft: String(draft.id), step: nextOf(step) });
            window.scrollTo({ top: 0 });
          },
          onError,
        },
      );
      return;
    }
    save.mutate(patch, { onSuccess: () => go(nextOf(step)), onError });
  }
  function doPublish() {
    publish.mutate(undefined, {
      onSuccess: (live) => {
        toast.success(t('published'), { description: t('publishedText', { title: live.title }) });
        void navigate('/dashboard');
      },
      onError: (error) => {
        toast.error(t('publishFailed'), { description: error instanceof ApiError ? error.message : undefined });
        const field = error instanceof ApiError ? Object.keys(error.fields ?? {})[0] : undefined;
        if (field === 'photos') go('photos');
      },
    });
  }

  if (listing.error instanceof ApiError && listing.error.status === 404) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-10">
        <p role="alert">{listing.error.message}</p>
        <Button className="mt-4" onClick={() => setParams({})}>
          {t('startNew')}
        </Button>
      </section>
    );
  }
  const current = listing.data;
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold sm:text-3xl">
          {current?.status === 'draft' || !current ? t('title') : t('editTitle')}
        </h1>
        <p className="text-sm text-slate-600">{t('subtitle')}</p>
      </header>
      <nav aria-label={t('steps.label')}>
        <ol className="flex flex-wrap gap-2">
          {STEPS.map((s, i) => (
            <li key={s}>
              <button
                type="button"
                disabled={!current}
                aria-current={s === step ? 'step' : undefined}
                onClick={() => go(s)}
                className={cn(
                  'flex items-center gap-1 rounded-full border px-3 py-1 text-sm',
                  s === step ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-700',
                )}
              >
                {STEPS.indexOf(step) > i ? <CheckIcon aria-hidden className="size-3.5" /> : <span>{i + 1}.</span>}
                {t(`steps.${s}`)}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      {current?.status === 'draft' && (
        <TypeChooser
          value={current.type}
          disabled={save.isPending}
          onChange={(type) => save.mutate({ type }, { onError: (error) => toast.error(error.message) })}
        />
      )}
      {!draftId && <TypeChooser value={newType} disabled={create.isPending} onChange={setNewType} />}
      {!draftId ? (
        // A new listing: the first step's form at once, with the category /publish?category= preselected.
        <DetailsStep
          key={`new-${newType}`}
          listing={{
            type: newType,
            title: '',
            description: '',
            category: preset?.category ?? '',
            subcategory: preset?.subcategory ?? null,
            condition: 'good',
            modelYear: null,
          }}
          onSave={saveAndGo}
          saving={create.isPending}
        />
      ) : !current ? (
        <Spinner />
      ) : (
        <div key={`${current.id}-${step}`}>
          {step === 'details' && <DetailsStep listing={current} onSave={saveAndGo} saving={save.isPending} />}
          {step === 'location' && (
            <LocationStep listing={current} onSave={saveAndGo} saving={save.isPending} picker={locationPicker} />
          )}
          {step === 'pricing' &&
            (current.type === 'service' ? (
              <ServiceStep listing={current} onSave={saveAndGo} saving={save.isPending} />
            ) : (
              <PricingStep listing={current} onSave={saveAndGo} saving={save.isPending} />
            ))}
          {step === 'availability' && <AvailabilityStep listing={current} onNext={() => go('photos')} />}
          {step === 'photos' && <PhotosStep listing={current} onNext={() => go('preview')} />}
          {step === 'preview' && (
            <PreviewStep
              listing={current}
              onPublish={doPublish}
              publishing={publish.isPending}
              listingPreview={listingPreview}
            />
          )}
        </div>
      )}
    </section>
  );
}
