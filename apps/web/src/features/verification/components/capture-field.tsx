import { CameraIcon, ImageUpIcon, RotateCcwIcon } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

export type CapturePart = 'front' | 'back' | 'selfie';

/** The camera of the phone or laptop, when the browser offers one to this page (https or localhost). */
function cameraAvailable(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/**
 * One picture of a verification: guidance, then the live camera (`getUserMedia`, the back camera for a document,
 * the front one for a selfie) where the browser has one, and always a file input with `capture` (which opens the
 * camera app on phones, a file picker elsewhere); the chosen picture is previewed before anything is sent.
 */
export function CaptureField({
  part,
  file,
  onChange,
}: {
  part: CapturePart;
  file: File | null;
  onChange: (file: File | null) => void;
}) {
  const { t } = useTranslation('verification');
  const inputId = useId();
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [cameraError, setCameraError] = useState(false);
  const label = t(`capture.${part}`);
  const facing = part === 'selfie' ? 'user' : 'environment';

  // The chosen picture, shown before anything is sent; its address is released when it changes.
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  useEffect(() => {
    if (stream && video.current) {
      video.current.srcObject = stream;
      void video.current.play().catch(() => undefined);
    }
    return () => stream?.getTracks().forEach((track) => track.stop());
  }, [stream]);

  async function openCamera() {
    setCameraError(false);
    try {
      setStream(await navigator.mediaDevices.getUserMedia({ video: { facingMode: facing }, audio: false }));
    } catch {
      setCameraError(true);
    }
  }

  function takePhoto() {
    const element = video.current;
    if (!element || !element.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = element.videoWidth;
    canvas.height = element.videoHeight;
    canvas.getContext('2d')?.drawImage(element, 0, 0);
    canvas.toBlob(
      (blob) => {
        if (blob) onChange(new File([blob], `${part}.jpg`, { type: 'image/jpeg' }));
        setStream(null);
      },
      'image/jpeg',
      0.9,
    );
  }

  return (
    <fieldset className="min-w-0 space-y-2 rounded-lg border border-slate-200 p-3" data-testid={`capture-${part}`}>
      <legend className="px-1 font-medium">{label}</legend>
      <p className="text-sm text-slate-600">{t(`capture.${part}Guide`)}</p>
      {stream ? (
        <div className="space-y-2">
          {/* The live picture is only a viewfinder: nothing is recorded until "Take photo". */}
          <video ref={video} className="aspect-video w-full rounded-md bg-slate-900 object-cover" muted playsInline />
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" onClick={takePhoto}>
              <CameraIcon aria-hidden />
              {t('capture.take')}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setStream(null)}>
              {t('capture.cancel')}
            </Button>
          </div>
        </div>
      ) : preview ? (
        <div className="space-y-2">
          <img
            src={preview}
            alt={t('capture.preview', { part: label })}
            className="max-h-56 w-full rounded-md border border-slate-200 object-contain"
          />
          <Button type="button" size="sm" variant="outline" onClick={() => onChange(null)}>
            <RotateCcwIcon aria-hidden />
            {t('capture.retake')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          {cameraAvailable() && (
            <Button type="button" size="sm" variant="outline" onClick={() => void openCamera()}>
              <CameraIcon aria-hidden />
              {t('capture.camera')}
            </Button>
          )}
          <label
            htmlFor={inputId}
            className="inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium hover:bg-slate-50 focus-within:ring-2 focus-within:ring-brand-500"
          >
            <ImageUpIcon aria-hidden className="size-4" />
            {t('capture.file', { part: label })}
            <input
              id={inputId}
              type="file"
              accept="image/*"
              capture={facing}
              className="sr-only"
              onChange={(e) => onChange(e.target.files?.[0] ?? null)}
            />
          </label>
        </div>
      )}
      {cameraError && <p className="text-sm text-red-700">{t('capture.cameraFailed')}</p>}
    </fieldset>
  );
}
