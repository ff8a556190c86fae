import { intlLocale } from '@/lib/intl-locale';

/** Two-letter initials for an avatar: first letters of the first two words, or the first two letters of one. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const letters =
    words.length > 1 ? [...words[0]!].slice(0, 1).concat([...words[1]!].slice(0, 1)) : [...words[0]!].slice(0, 2);
  return letters.join('').toLocaleUpperCase();
}

/** Spec: dates in long Mexican-Spanish form ('3 de marzo de 2026'); other languages use their own long form. */
export function formatReviewDate(iso: string, language: string): string {
  const locale = intlLocale(language);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));
}
