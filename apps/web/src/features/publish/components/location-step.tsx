import { zodResolver } from '@hookform/resolvers/zod';
import { listingLocationSchema, type OwnerListing } from '@vira/domain/listing-editor';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Input } from '@/components/ui/input';
import { Field } from './field';
import { fieldError } from './step-form';
import { StepActions } from './step-actions';

type Location = z.infer<typeof listingLocationSchema>;

/** A place the map picker reports: the pin, and what the geocoder knows about it. */
export interface PickedPlace {
  lat: number;
  lng: number;
  label?: string | null;
  city?: string | null;
  country?: string | null;
  postcode?: string | null;
}

/** The app composes the map feature's picker in here (features do not import each other). */
export type LocationPicker = (props: {
  value: { lat: number; lng: number } | null;
  onPick: (place: PickedPlace) => void;
}) => ReactNode;

export function LocationStep({
  listing,
  onSave,
  saving,
  picker,
}: {
  listing: OwnerListing;
  onSave: (v: Location) => void;
  saving: boolean;
  picker?: LocationPicker;
}) {
  const { t } = useTranslation('publish');
  const hasPin = listing.country !== 'Desconocido';
  const form = useForm<z.input<typeof listingLocationSchema>, unknown, Location>({
    resolver: zodResolver(listingLocationSchema),
    defaultValues: hasPin
      ? {
          location: listing.location,
          city: listing.city,
          country: listing.country,
          postalCode: listing.postalCode,
          latitude: listing.latitude,
          longitude: listing.longitude,
        }
      : { location: '', city: '', country: '', postalCode: null, latitude: undefined, longitude: undefined },
  });
  const { register, handleSubmit, formState, setValue } = form;
  const lat = useWatch({ control: form.control, name: 'latitude' });
  const lng = useWatch({ control: form.control, name: 'longitude' });
  function pick(place: PickedPlace) {
    const options = { shouldValidate: true, shouldDirty: true };
    setValue('latitude', Math.round(place.lat * 1e6) / 1e6, options);
    setValue('longitude', Math.round(place.lng * 1e6) / 1e6, options);
    if (place.city) setValue('city', place.city, options);
    if (place.country) setValue('country', place.country, options);
    if (place.postcode) setValue('postalCode', place.postcode, options);
    if (place.label) setValue('location', place.label, options);
  }
  const number = { setValueAs: (v: string | number) => (v === '' || v == null ? undefined : Number(v)) };
  return (
    <form onSubmit={handleSubmit(onSave)} className="space-y-4" noValidate>
      {picker?.({ value: typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null, onPick: pick })}
      <Field
        id="location"
        label={t('location.address')}
        error={fieldError(formState.errors, 'location', t)}
        hint={t('location.hint')}
      >
        <Input id="location" {...register('location')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="city" label={t('location.city')} error={fieldError(formState.errors, 'city', t)}>
          <Input id="city" {...register('city')} />
        </Field>
        <Field id="country" label={t('location.country')} error={fieldError(formState.errors, 'country', t)}>
          <Input id="country" {...register('country')} />
        </Field>
        <Field id="postalCode" label={t('location.postalCode')}>
          <Input id="postalCode" {...register('postalCode', { setValueAs: (v: string | null) => v || null })} />
        </Field>
        <Field id="latitude" label={t('location.latitude')} error={fieldError(formState.errors, 'latitude', t)}>
          <Input id="latitude" inputMode="decimal" {...register('latitude', number)} />
        </Field>
        <Field id="longitude" label={t('location.longitude')} error={fieldError(formState.errors, 'longitude', t)}>
          <Input id="longitude" inputMode="decimal" {...register('longitude', number)} />
        </Field>
      </div>
      <StepActions saving={saving} />
    </form>
  );
}
