import type { ComponentProps } from 'react';

/** An hour of the day as people read it in every language we show: 00:00 … 23:00. */
export function formatHour(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * The spec's hour picker (00:00–23:00) as a native select; `anyLabel` adds an empty first option ("any time").
 * Everything else (id, value, onChange, className, disabled) is the select's own.
 */
export function HourSelect({ anyLabel, ...props }: Omit<ComponentProps<'select'>, 'children'> & { anyLabel?: string }) {
  return (
    <select {...props}>
      {anyLabel !== undefined && <option value="">{anyLabel}</option>}
      {HOURS.map((hour) => (
        <option key={hour} value={hour}>
          {formatHour(hour)}
        </option>
      ))}
    </select>
  );
}
