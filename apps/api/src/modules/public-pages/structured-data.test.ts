import fs from 'node:fs';
import path from 'node:path';
import Validator from '@adobe/structured-data-validator';
import { eq } from 'drizzle-orm';
import { listingSlug } from '@vira/domain/listing-address';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings';
import { insertListing } from '../../../test/listing-fixtures';
import { createPublicPagesApp } from '../../../test/public-pages-app';
import type { TestApp } from '../../../test/test-app';

/** schema.org's vocabulary, release 30.0, kept in the repository (THIRD_PARTY_NOTICES.md): no network in tests. */
const VOCABULARY = path.resolve(
  import.meta.dirname,
  '../../../test/fixtures/schema-org/schemaorg-all-https-30.0.jsonld',
);

let t: TestApp;
let validator: Validator;
beforeAll(async () => {
  t = await createPublicPagesApp();
  validator = new Validator(JSON.parse(fs.readFileSync(VOCABULARY, 'utf8')));
});
afterAll(async () => {
  await t.close();
});

/** The page's JSON-LD as Adobe's validator takes it (web-auto-extractor's shape: objects by their @type). */
async function structuredDataOf(address: string): Promise<Record<string, unknown[]>> {
  const html = await (await t.request(address)).text();
  const byType: Record<string, unknown[]> = {};
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(json!) as { '@type': string };
    (byType[data['@type']] ??= []).push(data);
  }
  return byType;
}

describe("public pages' JSON-LD against schema.org's vocabulary and Google's rich result rules", () => {
  it('has no error for an item with reviews (Product, Offer, AggregateRating, Review, BreadcrumbList)', async () => {
    const twelve = (await (await t.request('/api/listings/12')).json()) as { title: string };
    const data = await structuredDataOf(`/listings/12-${encodeURIComponent(listingSlug(twelve.title))}`);
    expect(Object.keys(data).sort()).toEqual(['BreadcrumbList', 'Product']);
    const issues = await validator.validate({ jsonld: data });
    expect(issues.filter((i) => i.severity === 'ERROR')).toEqual([]);
  });

  it('has no error for a service (Service with its provider and area)', async () => {
    const id = await insertListing(t.deps.database.db, 'owner-ld-1', 'Clases de guitarra');
    await t.deps.database.db.update(listings).set({ type: 'service' }).where(eq(listings.id, id));
    const data = await structuredDataOf(`/listings/${id}-clases-de-guitarra`);
    expect(Object.keys(data).sort()).toEqual(['BreadcrumbList', 'Service']);
    const issues = await validator.validate({ jsonld: data });
    expect(issues.filter((i) => i.severity === 'ERROR')).toEqual([]);
  });

  it('has no error on the home page: Organization, and WebSite with a SearchAction into /search', async () => {
    const res = await t.request('/');
    expect(res.headers.get('cache-control')).toMatch(/^public, /);
    const data = await structuredDataOf('/');
    expect(Object.keys(data).sort()).toEqual(['Organization', 'WebSite']);
    const site = data.WebSite![0] as { potentialAction: { target: { urlTemplate: string } } };
    expect(site.potentialAction.target.urlTemplate).toBe('http://localhost:3000/search?q={search_term_string}');
    const issues = await validator.validate({ jsonld: data });
    expect(issues.filter((i) => i.severity === 'ERROR')).toEqual([]);
  });

  /** Errors, and warnings other than the ones named (a Person's rating: schema.org 30.0 has no such property). */
  const problems = (issues: { severity: string; issueMessage: string }[], allowed: RegExp[] = []) =>
    issues.filter(
      (i) =>
        i.severity === 'ERROR' ||
        (i.issueMessage.includes('not supported') && !allowed.some((a) => a.test(i.issueMessage))),
    );

  it('has no error on a profile: ProfilePage with its Person, their offers and rating, and BreadcrumbList', async () => {
    const data = await structuredDataOf('/profile/example1/carlos-mendoza');
    expect(Object.keys(data).sort()).toEqual(['BreadcrumbList', 'ProfilePage']);
    const person = (data.ProfilePage![0] as { mainEntity: { aggregateRating?: { ratingValue: number } } }).mainEntity;
    expect(person.aggregateRating?.ratingValue).toBeGreaterThan(0);
    const issues = await validator.validate({ jsonld: data });
    expect(problems(issues, [/"aggregateRating" for type "Person"/])).toEqual([]);
  });

  it('has no error on a category (CollectionPage, ItemList), an aid request, a tender, an information page and the sections', async () => {
    const [request] = ((await (await t.request('/api/aid/requests?limit=1')).json()) as { items: { id: string }[] })
      .items;
    const moved = await t.request(`/humanitarian/${request!.id}`);
    const [tender] = ((await (await t.request('/api/tenders')).json()) as { tenders: { ocid: string }[] }).tenders;
    const tenderMoved = await t.request(`/government-contracts?ocid=${encodeURIComponent(tender!.ocid)}`);
    for (const address of [
      '/categories/tools',
      moved.headers.get('location')!,
      tenderMoved.headers.get('location')!,
      '/en/help',
      '/services',
      '/en/humanitarian',
    ]) {
      const data = await structuredDataOf(address);
      expect(Object.keys(data).length, address).toBeGreaterThan(0);
      const issues = await validator.validate({ jsonld: data });
      expect(problems(issues), address).toEqual([]);
    }
  });

  it('finds a property schema.org does not have (the check is real)', async () => {
    const issues = await validator.validate({
      jsonld: { Product: [{ '@context': 'https://schema.org', '@type': 'Product', name: 'x', pricePerDay: 3 }] },
    });
    expect(issues.map((i) => i.issueMessage).join(' ')).toMatch(/pricePerDay/);
  });
});
