import { z } from 'zod';

/**
 * The calendar dates we accept from a client. Wide enough for any booking, deadline, expiry or record we keep,
 * narrow enough that a date plus or minus a few years stays a four-digit year everywhere (JavaScript's ISO
 * strings, PostgreSQL's `date`), so `9999-12-31` is a 400 rather than an overflow somewhere downstream.
 */
export const EARLIEST_CALENDAR_DATE = '1900-01-01';
export const LATEST_CALENDAR_DATE = '2199-12-31';
export const DATE_OUT_OF_RANGE_REASON = 'date_out_of_range';

/** A calendar date `YYYY-MM-DD` that exists (no 2026-02-30), within the accepted range. */
export const calendarDateSchema = z.iso
  .date('invalid_date')
  // ISO dates of four-digit years compare as strings.
  .refine((value) => value >= EARLIEST_CALENDAR_DATE && value <= LATEST_CALENDAR_DATE, DATE_OUT_OF_RANGE_REASON);
