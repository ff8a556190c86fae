import { CalendarIcon, ChevronDownIcon, MapPinIcon, SearchIcon } from 'lucide-react';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { DateField } from '@/components/ui/date-field';
import { Label } from '@/components/ui/label';
import { afterMerge } from '@/lib/cn';
import type { CategoryChoice } from './home-category-menu';

const loadDropdown = afterMerge(() => import('./home-category-dropdown'));
const HomeCategoryDropdown = lazy(loadDropdown);

const ALL = 'all';

/** Where the home form leads: category (not for 'all'), trimmed q and location when present, and the dates. */
export function homeSearchHref(values: {
  category: string;
  q: string;
  location: string;
  startDate: string;
  endDate: string;
}): string {
  const params = new URLSearchParams();
  if (values.category !== ALL) params.set('category', values.category);
  if (values.q.trim()) params.set('q', values.q.trim());
  if (values.location.trim()) params.set('location', values.location.trim());
  if (values.startDate && values.endDate) {
    params.set('startDate', values.startDate);
    params.set('endDate', values.endDate);
  }
  const query = params.toString();
  return query ? `/search?${query}` : '/search';
}

function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** The home page's search form (spec document 1, Home). */
export function HomeSearchForm() {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const id = useId();
  const [category, setCategory] = useState<CategoryChoice | null>(null);
  const [q, setQ] = useState('');
  const [location, setLocation] = useState('');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');

  const [dropdownWanted, setDropdownWanted] = useState(false);
  const categoryLabel = category?.label ?? t('allCategories');
  // `!` rather than a conflicting class: the first screen's classes must not need tailwind-merge (decision 033).
  const placeholder = (
    <Button
      id={`${id}-category`}
      type="button"
      variant="outline"
      className="justify-between! font-normal!"
      data-testid="home-category"
      aria-haspopup="menu"
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={() => setDropdownWanted(true)}
    >
      <span className="truncate">{categoryLabel}</span>
      <ChevronDownIcon aria-hidden className="opacity-60" />
    </Button>
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    void navigate(homeSearchHref({ category: category?.id ?? ALL, q, location, startDate, endDate }));
  }

  return (
    <form
      onSubmit={submit}
      role="search"
      aria-label={t('home.formLabel')}
      className="grid gap-3 rounded-2xl bg-white p-4 text-slate-900 shadow-xl md:grid-cols-12"
    >
      <div className="grid gap-1 md:col-span-3">
        <Label htmlFor={`${id}-category`}>{t('categoryLabel')}</Label>
        {dropdownWanted ? (
          <Suspense fallback={placeholder}>
            <HomeCategoryDropdown id={`${id}-category`} label={categoryLabel} onChoose={setCategory} />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
      <div className="grid gap-1 md:col-span-3">
        <Label htmlFor={`${id}-q`}>{t('home.whatLabel')}</Label>
        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <Input
            id={`${id}-q`}
            className="ps-9"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder={t('home.whatPlaceholder')}
          />
        </div>
      </div>
      <div className="grid gap-1 md:col-span-2">
        <Label htmlFor={`${id}-location`}>{t('home.whereLabel')}</Label>
        <div className="relative">
          <MapPinIcon
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <Input
            id={`${id}-location`}
            className="ps-9"
            value={location}
            onChange={(e) => setLocation(e.target.value)}
            placeholder={t('home.wherePlaceholder')}
          />
        </div>
      </div>
      <div className="grid gap-1 md:col-span-2">
        <Label htmlFor={`${id}-start`} className="gap-1!">
          <CalendarIcon className="size-4" aria-hidden />
          {t('home.startDate')}
        </Label>
        <DateField
          id={`${id}-start`}
          min={today()}
          value={startDate}
          onChange={(v) => {
            setStartDate(v);
            if (endDate && v > endDate) setEndDate(v);
          }}
        />
      </div>
      <div className="grid gap-1 md:col-span-2">
        <Label htmlFor={`${id}-end`} className="gap-1!">
          <CalendarIcon className="size-4" aria-hidden />
          {t('home.endDate')}
        </Label>
        <DateField
          id={`${id}-end`}
          min={startDate || today()}
          value={endDate}
          // `min` only limits the picker: a typed date before the start is moved up to the start (same day is fine).
          onChange={(v) => setEndDate(startDate && v && v < startDate ? startDate : v)}
        />
      </div>
      <Button type="submit" size="lg" className="md:col-span-12">
        <SearchIcon aria-hidden />
        {t('searchButton')}
      </Button>
    </form>
  );
}
