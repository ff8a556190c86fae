import { LISTING_LIMITS, type OwnerListing } from '@vira/domain/listing-editor';
import { ArrowLeftIcon, ArrowRightIcon, ImagePlusIcon, Trash2Icon } from 'lucide-react';
import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useRemovePhoto, useReorderPhotos, useUploadPhoto } from '../api/publish-api';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

function moved<T>(items: T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** 1–10 photos; the first is the cover. Reorder by dragging, or with the arrow buttons / arrow keys. */
export function PhotosStep({ listing, onNext }: { listing: OwnerListing; onNext: () => void }) {
  const { t } = useTranslation('publish');
  const upload = useUploadPhoto(listing.id);
  const reorder = useReorderPhotos(listing.id);
  const remove = useRemovePhoto(listing.id);
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const photos = listing.images;

  async function addFiles(files: FileList | null) {
    for (const file of Array.from(files ?? [])) {
      try {
        await upload.mutateAsync(file);
      } catch (error) {
        toast.error(t('photos.failed'), { description: error instanceof ApiError ? error.message : undefined });
      }
    }
    if (input.current) input.current.value = '';
  }

  function move(from: number, to: number) {
    if (to < 0 || to >= photos.length || from === to) return;
    const order = moved(photos, from, to);
    reorder.mutate(order.map((p) => p.id));
    setAnnouncement(t('photos.movedTo', { position: to + 1, total: photos.length }));
  }

  function onKey(event: KeyboardEvent, index: number) {
    const back = document.dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const forward = document.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    if (event.key === back || event.key === 'ArrowUp') move(index, index - 1);
    else if (event.key === forward || event.key === 'ArrowDown') move(index, index + 1);
    else return;
    event.preventDefault();
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{t('photos.hint', { max: LISTING_LIMITS.photosMax })}</p>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={t('photos.list')} data-testid="photo-list">
        {photos.map((photo, index) => (
          <li
            key={photo.id}
            draggable
            tabIndex={0}
            aria-label={t('photos.item', { position: index + 1, total: photos.length })}
            onKeyDown={(e) => onKey(e, index)}
            onDragStart={() => setDragging(index)}
            onDragOver={(e: DragEvent) => e.preventDefault()}
            onDrop={() => {
              if (dragging !== null) move(dragging, index);
              setDragging(null);
            }}
            className="relative overflow-hidden rounded-lg border border-slate-200 bg-white outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            <img src={`${photo.url}?w=480`} alt={photo.alt} className="aspect-[4/3] w-full object-cover" />
            {index === 0 && (
              <span className="absolute start-2 top-2 rounded bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                {t('photos.cover')}
              </span>
            )}
            <div className="flex items-center justify-between gap-1 p-1">
              <Button
                type="button"
                size="icon"
                variant="ghost"
                aria-label={t('photos.earlier')}
                onClick={() => move(index, index - 1)}
                disabled={index === 0}
              >
                <ArrowLeftIcon aria-hidden className="rtl:rotate-180" />
              </Button>
              <Button
                type="button"
                size="icon"
                variant="ghost"
                aria-label={t('photos.remove')}
                onClick={() => remove.mutate(photo.id)}
              >
                <Trash2Icon aria-hidden />
              </Button>
              <Button
                type="button"
                size="icon"
                variant="ghost"
                aria-label={t('photos.later')}
                onClick={() => move(index, index + 1)}
                disabled={index === photos.length - 1}
              >
                <ArrowRightIcon aria-hidden className="rtl:rotate-180" />
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <div
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault();
          if (e.dataTransfer.files.length) void addFiles(e.dataTransfer.files);
        }}
        className="flex flex-col items-center gap-2 rounded-lg border-2 border-dashed border-slate-300 p-6 text-center"
      >
        <ImagePlusIcon aria-hidden className="size-8 text-slate-400" />
        <label className="cursor-pointer font-medium text-brand-700 underline">
          {t('photos.choose')}
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            multiple
            className="sr-only"
            data-testid="photo-input"
            disabled={photos.length >= LISTING_LIMITS.photosMax || upload.isPending}
            onChange={(e) => void addFiles(e.target.files)}
          />
        </label>
        <p className="text-xs text-slate-500">{t('photos.formats')}</p>
        {upload.isPending && <Spinner />}
      </div>
      <div className="flex justify-end">
        <Button type="button" onClick={onNext} disabled={photos.length === 0 || upload.isPending}>
          {t('saveAndContinue')}
        </Button>
      </div>
    </div>
  );
}
