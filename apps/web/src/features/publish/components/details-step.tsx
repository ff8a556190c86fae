import { zodResolver } from '@hookform/resolvers/zod';
import { categoriesOfType, subcategoriesOf } from '@vira/domain/category-taxonomy';
import { LISTING_LIMITS, listingDetailsSchema } from '@vira/domain/listing-editor';
import type { OwnerListing } from '@vira/domain/listing-editor';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Input } from '@/components/ui/input';
import { categoryLabelKey, subcategoryLabelKey } from '@/lib/taxonomy-keys';
import { Textarea } from '@/components/ui/textarea';
import { Field, selectClass } from './field';
import { fieldError } from './step-form';
import { StepActions } from './step-actions';

type Details = z.infer<typeof listingDetailsSchema>;
const CONDITIONS = ['new', 'like_new', 'excellent', 'good', 'fair'] as const;

export function DetailsStep({
  listing,
  onSave,
  saving,
}: {
  /** The draft, or a new listing's blank fields before its first save makes the draft. */
  listing: Pick<
    OwnerListing,
    'type' | 'title' | 'description' | 'category' | 'subcategory' | 'condition' | 'modelYear'
  >;
  onSave: (v: Details) => void;
  saving: boolean;
}) {
  const { t } = useTranslation('publish');
  const { t: tc } = useTranslation('categories');
  const form = useForm<z.input<typeof listingDetailsSchema>, unknown, Details>({
    resolver: zodResolver(listingDetailsSchema),
    defaultValues: {
      title: listing.title,
      description: listing.description,
      category: listing.category,
      subcategory: listing.subcategory,
      condition: listing.condition,
      modelYear: listing.modelYear,
    },
  });
  const { register, handleSubmit, formState } = form;
  const category = useWatch({ control: form.control, name: 'category' });
  const subcategories = category ? subcategoriesOf(category) : [];
  return (
    <form onSubmit={handleSubmit(onSave)} className="space-y-4" noValidate>
      <Field id="title" label={t('details.title')} error={fieldError(formState.errors, 'title', t)}>
        <Input
          id="title"
          maxLength={LISTING_LIMITS.titleMax}
          aria-invalid={!!formState.errors.title}
          {...register('title')}
        />
      </Field>
      <Field id="description" label={t('details.description')} error={fieldError(formState.errors, 'description', t)}>
        <Textarea id="description" rows={5} {...register('description')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="category" label={t('details.category')} error={fieldError(formState.errors, 'category', t)}>
          <select
            id="category"
            className={selectClass}
            {...register('category', { onChange: () => form.setValue('subcategory', null) })}
          >
            <option value="">{t('details.choose')}</option>
            {categoriesOfType(listing.type === 'service' ? 'services' : 'products').map((c) => (
              <option key={c.id} value={c.id}>
                {tc(categoryLabelKey(c))}
              </option>
            ))}
          </select>
        </Field>
        <Field id="subcategory" label={t('details.subcategory')}>
          <select
            id="subcategory"
            className={selectClass}
            disabled={subcategories.length === 0}
            {...register('subcategory', { setValueAs: (v: string | null) => v || null })}
          >
            <option value="">{t('details.none')}</option>
            {subcategories.map((s) => (
              <option key={s.id} value={s.id}>
                {tc(subcategoryLabelKey(s))}
              </option>
            ))}
          </select>
        </Field>
        {/* A person's service has no condition or model year: those stay the item's. */}
        {listing.type !== 'service' && (
          <>
            <Field id="condition" label={t('details.condition')}>
              <select id="condition" className={selectClass} {...register('condition')}>
                {CONDITIONS.map((c) => (
                  <option key={c} value={c}>
                    {t(`conditions.${c}`)}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="modelYear" label={t('details.modelYear')} error={fieldError(formState.errors, 'modelYear', t)}>
              <Input
                id="modelYear"
                inputMode="numeric"
                {...register('modelYear', {
                  setValueAs: (v: string | number | null) => (v === '' || v == null ? null : Number(v)),
                })}
              />
            </Field>
          </>
        )}
      </div>
      <StepActions saving={saving} />
    </form>
  );
}
