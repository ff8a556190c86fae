import { XIcon } from 'lucide-react';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

export interface SuggestItem {
  key: string;
  label: ReactNode;
  hint?: ReactNode;
  onSelect(): void;
}

export interface SuggestGroup {
  heading: string;
  items: SuggestItem[];
}

interface SuggestInputProps {
  value: string;
  onChange(value: string): void;
  /** Enter without a highlighted suggestion. */
  onEnter?(): void;
  placeholder: string;
  label: string;
  icon?: ReactNode;
  groups: SuggestGroup[];
  /** Shown in the open list when it has no suggestions (null keeps the list closed). */
  emptyText?: ReactNode;
  /** Shown at the top of the open list above the suggestions (e.g. "no exact match, but nearby: ..."). */
  notice?: ReactNode;
  /** Whether the list may open at all (e.g. only from 2 characters). */
  canOpen: boolean;
  onClear?(): void;
  clearLabel?: string;
  testId?: string;
  className?: string;
  inputMode?: 'text' | 'numeric';
}

/** A text box with grouped suggestions below it (a combobox with a listbox), usable by keyboard. */
export function SuggestInput({
  value,
  onChange,
  onEnter,
  placeholder,
  label,
  icon,
  groups,
  emptyText,
  notice,
  canOpen,
  onClear,
  clearLabel,
  testId,
  className,
  inputMode,
}: SuggestInputProps) {
  const id = useId();
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState(-1);
  const flat = groups.flatMap((g) => g.items);
  const hasItems = flat.length > 0;
  const open = focused && canOpen && (hasItems || emptyText != null || notice != null);

  function choose(item: SuggestItem) {
    item.onSelect();
    setFocused(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && hasItems) {
      event.preventDefault();
      setFocused(true);
      setActive((i) => (i + 1) % flat.length);
    } else if (event.key === 'ArrowUp' && hasItems) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? flat.length - 1 : i - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = open ? flat[active] : undefined;
      if (item) choose(item);
      else {
        onEnter?.();
        setFocused(false);
      }
    } else if (event.key === 'Escape') {
      setFocused(false);
      setActive(-1);
    }
  }

  let index = -1;
  return (
    <div className={cn('relative', className)} data-testid={testId}>
      {icon && (
        <span className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-slate-400 [&_svg]:size-4">
          {icon}
        </span>
      )}
      <Input
        role="combobox"
        aria-label={label}
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? `${id}-${active}` : undefined}
        autoComplete="off"
        inputMode={inputMode}
        value={value}
        placeholder={placeholder}
        className={cn(icon && 'ps-9', onClear && value && 'pe-9')}
        onChange={(e) => {
          onChange(e.target.value);
          setFocused(true);
          setActive(-1);
        }}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onKeyDown={onKeyDown}
      />
      {onClear && value && (
        <button
          type="button"
          aria-label={clearLabel}
          className="absolute end-2 top-1/2 -translate-y-1/2 rounded p-1 text-slate-400 hover:text-slate-700"
          onClick={onClear}
        >
          <XIcon className="size-4" aria-hidden />
        </button>
      )}
      {open && (
        <div
          id={`${id}-list`}
          role="listbox"
          aria-label={label}
          className="absolute inset-x-0 top-full z-40 mt-1 max-h-[300px] overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
          // Keep focus in the input so a click selects before the list closes.
          onMouseDown={(e) => e.preventDefault()}
        >
          {notice != null && <div className="px-3 py-2 text-sm text-slate-500">{notice}</div>}
          {!hasItems && notice == null && <p className="px-3 py-2 text-sm text-slate-500">{emptyText}</p>}
          {groups
            .filter((g) => g.items.length > 0)
            .map((group) => (
              <div key={group.heading} role="group" aria-label={group.heading}>
                <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  {group.heading}
                </p>
                {group.items.map((item) => {
                  index++;
                  const i = index;
                  return (
                    <div
                      key={item.key}
                      id={`${id}-${i}`}
                      role="option"
                      aria-selected={i === active}
                      className={cn(
                        'flex cursor-pointer items-center justify-between gap-2 px-3 py-2 text-sm',
                        i === active ? 'bg-brand-50 text-brand-800' : 'hover:bg-slate-50',
                      )}
                      onMouseEnter={() => setActive(i)}
                      onClick={() => choose(item)}
                    >
                      {/* Names wrap rather than being cut: the postal box is narrow. */}
                      <span className="min-w-0 [overflow-wrap:anywhere]">{item.label}</span>
                      {item.hint != null && <span className="shrink-0 text-xs text-slate-400">{item.hint}</span>}
                    </div>
                  );
                })}
              </div>
            ))}
        </div>
      )}
    </div>
  );
}
