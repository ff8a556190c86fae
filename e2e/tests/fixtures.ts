import { test as base, expect, type APIRequestContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { inDays } from './calendar-days';

/**
 * The browser tests' one kit (issue 37 item 10). People and data a test needs but does not test are made through the
 * API, a fresh person per test; only what a spec is about is clicked through. The sign-up form itself is clicked
 * through in account.spec.ts and nowhere else.
 */

export const SAMPLE_PASSWORD = 'vira-demo-2026';
export const PASSWORD = 'secreto123';
/** The seeded accounts (apps/api/src/db/seed): the sample owners Carlos (example1) … and the administrator. */
export type SampleAccount = 'admin' | 'example1' | 'example2' | 'example3';
export const sampleEmail = (account: SampleAccount) => `${account}@vira.local`;

export type Person = { id: string; email: string; name: string; password: string };
/** A message of the development outbox (GET /api/dev/outbox): an e-mail's links or a WhatsApp message's codes. */
export type OutboxMessage = { channel: 'email' | 'whatsapp'; to: string; links: string[]; codes: string[] };
export type Listing = { id: number; title: string };
export type PersonOptions = {
  /** Shown name; a fresh e-mail address is made from it. */
  name?: string;
  /** A seeded account instead of a new person. */
  account?: SampleAccount;
  /** Someone already signed up, signed in again here (another device). */
  as?: Person;
  /** The interface language (default: the test's `language`). */
  language?: string;
  /** The display currency chosen before the app starts (e.g. 'MXN'). */
  currency?: string;
} & Pick<BrowserContextOptions, 'viewport' | 'acceptDownloads' | 'locale'>;

let counter = 0;
export function uniqueEmail(label: string): string {
  const slug =
    label
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'persona';
  return `${slug}-${Date.now()}-${++counter}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** The newest message the development outbox holds for `to`, waiting for it to arrive. */
export async function latestMessage(request: APIRequestContext, to: string): Promise<OutboxMessage> {
  let message: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      message = ((await res.json()) as { messages: OutboxMessage[] }).messages[0];
      return message !== undefined;
    })
    .toBe(true);
  return message!;
}

/** Signs a new person up through the API and returns the verification link the outbox received, not yet followed. */
export async function signUpLink(
  request: APIRequestContext,
  { name = 'Renata Prueba', email = uniqueEmail(name), password = PASSWORD, callbackURL = '/' } = {},
): Promise<string> {
  const res = await request.post('/api/auth/sign-up/email', { data: { name, email, password, callbackURL } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await latestMessage(request, email)).links[0]!;
}

/**
 * Signs a new person up through the API and follows the e-mail link from the development outbox, which signs
 * `request`'s context in (a page's `page.request` shares the page's cookies).
 */
export async function signUp(
  request: APIRequestContext,
  { name = 'Renata Prueba', email = uniqueEmail(name), password = PASSWORD } = {},
): Promise<Person> {
  const link = new URL(await signUpLink(request, { name, email, password }));
  const verified = await request.get(link.pathname + link.search, { maxRedirects: 0 });
  expect(verified.status(), await verified.text()).toBe(302);
  const session = (await (await request.get('/api/auth/get-session')).json()) as { user: { id: string } };
  return { id: session.user.id, email, name, password };
}

export async function signIn(request: APIRequestContext, email: string, password = SAMPLE_PASSWORD): Promise<void> {
  const res = await request.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** A 1×1 red PNG: the smallest photo a listing may go live with. */
export const RED_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

/** Every field a listing needs to go live: an instantly bookable item in pesos, in Mexico City. */
export const COMPLETE_LISTING = {
  description: 'Kayak para dos personas con remos y chalecos.',
  category: 'sports',
  condition: 'excellent',
  location: 'Coyoacán, Ciudad de México, México',
  city: 'Ciudad de México',
  country: 'México',
  postalCode: '04000',
  latitude: 19.35,
  longitude: -99.16,
  currency: 'MXN',
  pricePerDay: 45_000,
  deposit: 200_000,
  instantBooking: true,
  minDays: 1,
  maxDays: 30,
  weeklyDiscountPct: 0,
} as const;

/** Publishes a listing of `request`'s person through the API (draft, fields, one photo, publish). */
export async function publishListing(
  request: APIRequestContext,
  fields: Record<string, unknown> = {},
): Promise<Listing> {
  const title = `Kayak doble ${Date.now().toString(36)}${(++counter).toString(36)}`;
  const draft = await request.post('/api/listings', { data: {} });
  expect(draft.ok(), await draft.text()).toBe(true);
  const { id } = (await draft.json()) as { id: number };
  const patched = await request.patch(`/api/listings/${id}`, { data: { title, ...COMPLETE_LISTING, ...fields } });
  expect(patched.ok(), await patched.text()).toBe(true);
  const upload = await request.post(`/api/listings/${id}/photos`, {
    multipart: { file: { name: 'foto.png', mimeType: 'image/png', buffer: RED_PNG } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const published = await request.post(`/api/listings/${id}/publish`);
  expect(published.ok(), await published.text()).toBe(true);
  return { id, title: (fields.title as string | undefined) ?? title };
}

export type Payment = { orderId: string; transactionId: string; url: string };

/** Puts one listing's days in the empty cart of `request`'s person and opens the payment (not yet paid). */
export async function checkoutOne(
  request: APIRequestContext,
  listingId: number,
  days: { start: number; end: number },
  paymentMethod = 'credit_card',
): Promise<Payment> {
  await request.delete('/api/cart');
  const added = await request.post('/api/cart/items', {
    data: { listingId, startDate: inDays(days.start), endDate: inDays(days.end) },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const checkout = await request.post('/api/checkout', { data: { paymentMethod, acceptTerms: true } });
  expect(checkout.ok(), await checkout.text()).toBe(true);
  return (await checkout.json()) as Payment;
}

/** As checkoutOne, then approved in the payment sandbox; returns the order and its booking. */
export async function payRental(
  request: APIRequestContext,
  listingId: number,
  days: { start: number; end: number },
): Promise<{ orderId: string; bookingId: string }> {
  const payment = await checkoutOne(request, listingId, days);
  const paid = await request.post(`/api/payments/sandbox/${payment.transactionId}/approve`);
  expect(paid.ok(), await paid.text()).toBe(true);
  const tracking = (await (await request.get(`/api/orders/${payment.orderId}/tracking`)).json()) as {
    bookings: { id: string }[];
  };
  return { orderId: payment.orderId, bookingId: tracking.bookings[0]!.id };
}

export type SignedIn = { page: Page; person: Person };
export type PaidRental = {
  renter: SignedIn;
  owner: SignedIn;
  listing: Listing;
  orderId: string;
  bookingId: string;
  /** The rental's first and last day, counted from today (inDays). */
  days: { start: number; end: number };
};

type Options = {
  /** The interface language of every page the test opens (stored as the person's choice before the app starts). */
  language: string;
  /** The name `person` signs up with. */
  personName: string;
};
type Fixtures = {
  /** A fresh person, signed up through the API; the test's `page` is signed in as them. */
  person: Person;
  /** Opens another browser context (another person, a sample account or a guest); closed after the test. */
  openPage: (options?: PersonOptions & { guest?: boolean }) => Promise<SignedIn>;
  /** A second fresh person, in a browser of their own, with a published, instantly bookable listing. */
  ownerWithListing: SignedIn & { listing: Listing };
  /** The test's signed-in `person` (the renter) rented the owner's listing for three days and paid in the sandbox. */
  paidRental: PaidRental;
};

const GUEST: Person = { id: '', email: '', name: '', password: '' };

export const test = base.extend<Options & Fixtures>({
  language: ['es', { option: true }],
  personName: ['Renata Prueba', { option: true }],
  context: async ({ context, language }, use) => {
    if (language !== 'es')
      await context.addInitScript((lng) => window.localStorage.setItem('vira.language', lng), language);
    await use(context);
  },
  person: async ({ page, personName }, use) => {
    await use(await signUp(page.request, { name: personName }));
  },
  openPage: async ({ browser, language, locale, viewport, extraHTTPHeaders }, use) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    await use(async ({ name, account, as, guest, currency, language: lng = language, ...contextOptions } = {}) => {
      const context = await browser.newContext({ locale, viewport, extraHTTPHeaders, ...contextOptions });
      contexts.push(context);
      if (lng !== 'es') await context.addInitScript((l) => window.localStorage.setItem('vira.language', l), lng);
      if (currency) await context.addInitScript((c) => window.localStorage.setItem('preferredCurrency', c), currency);
      const page = await context.newPage();
      if (guest) return { page, person: GUEST };
      if (as) {
        await signIn(page.request, as.email, as.password);
        return { page, person: as };
      }
      if (account) {
        await signIn(page.request, sampleEmail(account));
        return { page, person: { ...GUEST, id: account, email: sampleEmail(account), password: SAMPLE_PASSWORD } };
      }
      return { page, person: await signUp(page.request, { name }) };
    });
    for (const context of contexts) await context.close();
  },
  ownerWithListing: async ({ openPage }, use) => {
    const owner = await openPage({ name: 'Óscar Dueño' });
    await use({ ...owner, listing: await publishListing(owner.page.request) });
  },
  paidRental: async ({ page, person, ownerWithListing }, use) => {
    const days = { start: 20, end: 22 };
    const paid = await payRental(page.request, ownerWithListing.listing.id, days);
    const { listing, ...owner } = ownerWithListing;
    await use({ renter: { page, person }, owner, listing, days, ...paid });
  },
});

export { expect };
