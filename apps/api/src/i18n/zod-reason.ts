import type { Locale } from '@vira/domain/locales';
import { CLABE_REASONS } from '@vira/domain/clabe';
import { DATE_OUT_OF_RANGE_REASON, EARLIEST_CALENDAR_DATE, LATEST_CALENDAR_DATE } from '@vira/domain/calendar-date';
import { TRACKING_CODE_REASON } from '@vira/domain/shipping';
import { CONTROL_CHARACTER_REASON, NUL_CHARACTER_REASON } from '@vira/domain/text';
import type { z } from 'zod';
import { localize, type LocalizedText } from './localized';
import { zodReasonMessages as m } from './zod-reason.messages';

type Reason = { text: LocalizedText; params?: Record<string, string | number> };

/** Messages the shared schemas set themselves (`.min(1, 'required')`, refinements) and what they mean. */
const SCHEMA_MESSAGES: Record<string, Reason> = {
  [NUL_CHARACTER_REASON]: { text: m.nulCharacter },
  [CONTROL_CHARACTER_REASON]: { text: m.controlCharacter },
  [DATE_OUT_OF_RANGE_REASON]: {
    text: m.dateOutOfRange,
    params: { from: EARLIEST_CALENDAR_DATE, to: LATEST_CALENDAR_DATE },
  },
  nothing_to_change: { text: m.nothingToChange },
  required: { text: m.required },
  invalid_email: { text: m.email },
  invalid_date: { text: m.date },
  invalid_hour: { text: m.hour },
  end_before_start: { text: m.endBeforeStart },
  invalid_radius: { text: m.radius },
  no_day_chosen: { text: m.noDayChosen },
  invalid_time_zone: { text: m.timeZone },
  invalid_min_hours: { text: m.minHours },
  price_required: { text: m.priceRequired },
  postal_code_5_digits: { text: m.postalCode },
  [TRACKING_CODE_REASON]: { text: m.trackingCode },
  max_13: { text: m.textTooLong, params: { max: 13 } },
  [CLABE_REASONS.length]: { text: m.clabeLength },
  [CLABE_REASONS.checkDigit]: { text: m.clabeCheckDigit },
  'south must be less than north': { text: m.southNorth },
  'minPrice must not exceed maxPrice': { text: m.priceRange },
};

const FORMATS: Record<string, LocalizedText> = {
  email: m.email,
  date: m.date,
  datetime: m.date,
  url: m.url,
  uuid: m.identifier,
  guid: m.identifier,
  cuid: m.identifier,
  nanoid: m.identifier,
};

function reasonFor(issue: z.core.$ZodIssue): Reason {
  const own = SCHEMA_MESSAGES[issue.message];
  if (own) return own;
  switch (issue.code) {
    case 'invalid_type':
      // Zod drops the input from issues; its own message still says what arrived.
      if (issue.message.endsWith('received undefined')) return { text: m.required };
      if (issue.expected === 'int') return { text: m.wholeNumber };
      if (issue.expected === 'number' || issue.expected === 'bigint') return { text: m.number };
      return { text: m.wrongKind };
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? { text: m.empty } : { text: m.textTooShort, params: { min } };
      if (issue.origin === 'array' || issue.origin === 'set') return { text: m.tooFewItems, params: { min } };
      return { text: m.numberTooSmall, params: { min } };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { text: m.textTooLong, params: { max } };
      if (issue.origin === 'array' || issue.origin === 'set') return { text: m.tooManyItems, params: { max } };
      return { text: m.numberTooBig, params: { max } };
    }
    case 'invalid_format':
      return { text: FORMATS[issue.format] ?? m.format };
    case 'not_multiple_of':
      return { text: m.multipleOf, params: { step: Number(issue.divisor) } };
    case 'invalid_value':
      return { text: m.oneOf, params: { values: issue.values.map(String).join(', ') } };
    case 'unrecognized_keys':
      return { text: m.unknownFields, params: { keys: issue.keys.join(', ') } };
    default:
      // invalid_union, invalid_key, invalid_element and refinements without a message of ours.
      return { text: m.other };
  }
}

/** Why one value was refused, in the caller's language, as a person would say it (never a pattern or a type). */
export function zodReason(issue: z.core.$ZodIssue, locale: Locale): string {
  const { text, params } = reasonFor(issue);
  return localize(text, locale, params);
}
