import { useState } from 'react';

/**
 * Local editable copy of a value that comes from the URL. When the URL value changes (back button, 'Limpiar')
 * the draft follows it, adjusted during render as React recommends instead of in an effect.
 */
export function useDraft<T>(source: T, key: (value: T) => string = String): [T, (value: T) => void] {
  const [draft, setDraft] = useState(source);
  const [seen, setSeen] = useState(() => key(source));
  const current = key(source);
  if (seen !== current) {
    setSeen(current);
    setDraft(source);
  }
  return [draft, setDraft];
}
