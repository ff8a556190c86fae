/** Two-letter initials for an avatar: the first letters of the first two words ('Carlos Mendoza' → 'CM'). */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const letters = words.length > 1 ? [[...words[0]!][0], [...words[1]!][0]] : [...words[0]!].slice(0, 2);
  return letters.join('').toUpperCase();
}
