import { createRoute, z } from '@hono/zod-openapi';
import { registerNoticeTemplates } from '../notifications';
import { tenderNoticeTemplates } from './tender-notice-templates';
import { textSchema } from '@vira/domain/text';
import { apiErrorSchema } from '@vira/domain/api-error';
import {
  followedTendersSchema,
  ocdsRefusalSchema,
  savedTenderSearchInputSchema,
  savedTenderSearchListSchema,
  savedTenderSearchSchema,
  tenderDetailSchema,
  tenderImportResultSchema,
  tenderPageSchema,
  tenderSearchQuerySchema,
} from '@vira/domain/tender';
import type { AppDeps } from '../../app-deps';
import type { App } from '../../http/create-app';
import { requireUser } from '../../http/require-user';
import { requireAdmin } from '../staff';
import * as service from './tenders.service';
import * as publication from './ocds-publication';
import { json } from '../../http/openapi-json';
import { localize } from '../../i18n/localized';

const error = (description: string) => ({ description, content: { 'application/json': { schema: apiErrorSchema } } });
const tags = ['tenders'];
const ocidParams = z.object({ ocid: textSchema().min(1).max(200) });

const ocdsPage = z.object({ page: z.coerce.number().int().min(1).max(100_000).optional() });
const ocdsJson = (description: string) => ({
  description,
  content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } },
});
const ocdsTags = ['ocds'];

const publicationRoutes = {
  releases: createRoute({
    method: 'get',
    path: '/api/ocds/releases',
    summary: 'OCDS 1.1 release package of the public tenders Vira holds (paged)',
    tags: ocdsTags,
    request: { query: ocdsPage },
    responses: { 200: ocdsJson('Release package; Link header names the next page') },
  }),
  records: createRoute({
    method: 'get',
    path: '/api/ocds/records',
    summary: 'OCDS 1.1 record package: each process with its releases and compiled release (paged)',
    tags: ocdsTags,
    request: { query: ocdsPage },
    responses: { 200: ocdsJson('Record package; Link header names the next page') },
  }),
  record: createRoute({
    method: 'get',
    path: '/api/ocds/records/{ocid}',
    summary: 'OCDS 1.1 record package of one contracting process',
    tags: ocdsTags,
    request: { params: ocidParams },
    responses: { 200: ocdsJson('Record package'), 404: error('No such process') },
  }),
  policy: createRoute({
    method: 'get',
    path: '/api/ocds/publication-policy',
    summary: 'The publication policy the OCDS packages point to',
    tags: ocdsTags,
    responses: { 200: { description: 'Markdown', content: { 'text/markdown': { schema: z.string() } } } },
  }),
};

const routes = {
  search: createRoute({
    method: 'get',
    path: '/api/tenders',
    summary: 'Search government tenders',
    tags,
    description:
      'Text, buyer, procurement method, category, state, status, amount range (minor units) and deadline dates.',
    request: { query: tenderSearchQuerySchema },
    responses: { 200: json(tenderPageSchema, 'A page of tenders'), 400: error('Invalid filters') },
  }),
  one: createRoute({
    method: 'get',
    path: '/api/tenders/{ocid}',
    summary: 'A government tender',
    tags,
    request: { params: ocidParams },
    responses: { 200: json(tenderDetailSchema, 'The tender from its OCDS record'), 404: error('Unknown ocid') },
  }),
  follow: createRoute({
    method: 'put',
    path: '/api/tenders/{ocid}/follow',
    summary: 'Follow a tender',
    tags,
    request: { params: ocidParams },
    responses: { 200: json(tenderDetailSchema, 'Followed'), 401: error('Not signed in'), 404: error('Unknown ocid') },
  }),
  unfollow: createRoute({
    method: 'delete',
    path: '/api/tenders/{ocid}/follow',
    summary: 'Stop following a tender',
    tags,
    request: { params: ocidParams },
    responses: {
      200: json(tenderDetailSchema, 'No longer followed'),
      401: error('Not signed in'),
      404: error('Unknown ocid'),
    },
  }),
  followed: createRoute({
    method: 'get',
    path: '/api/me/tenders/following',
    summary: 'Tenders I follow',
    tags,
    responses: { 200: json(followedTendersSchema, 'Tenders I follow'), 401: error('Not signed in') },
  }),
  searches: createRoute({
    method: 'get',
    path: '/api/me/tenders/saved-searches',
    summary: 'My saved tender searches',
    tags,
    responses: { 200: json(savedTenderSearchListSchema, 'My saved searches'), 401: error('Not signed in') },
  }),
  saveSearch: createRoute({
    method: 'post',
    path: '/api/me/tenders/saved-searches',
    summary: 'Save a tender search',
    tags,
    request: { body: { content: { 'application/json': { schema: savedTenderSearchInputSchema } }, required: true } },
    responses: {
      201: json(savedTenderSearchSchema, 'Saved'),
      400: error('Invalid name or filters'),
      401: error('Not signed in'),
      409: error('Too many saved searches'),
    },
  }),
  deleteSearch: createRoute({
    method: 'delete',
    path: '/api/me/tenders/saved-searches/{id}',
    summary: 'Delete a saved tender search',
    tags,
    request: { params: z.object({ id: z.uuid() }) },
    responses: { 204: { description: 'Deleted' }, 401: error('Not signed in'), 404: error('Not mine') },
  }),
  import: createRoute({
    method: 'post',
    path: '/api/admin/tenders/import',
    summary: 'Import an OCDS release package',
    tags,
    description:
      'An OCDS 1.1 release package as the request body (sent as text and parsed here, so malformed JSON gets its own message), or ?url= when TENDERS_IMPORT_FROM_URL allows it.',
    request: {
      query: z.object({ url: textSchema().max(2000).optional() }),
      body: { content: { 'text/plain': { schema: z.string() } }, required: false },
    },
    responses: {
      200: json(tenderImportResultSchema, 'Releases stored and records recompiled, with the validation report'),
      422: json(ocdsRefusalSchema, 'Not valid against the OCDS 1.1 schema: nothing stored; the validation report'),
      400: error('Not JSON, not an OCDS package, a release without ocid, or URL import disabled'),
      404: error('Not an admin'),
    },
  }),
};

/** OCDS is open data: anyone may read it, cache it for a few minutes, and fetch it from another site. */
const OPEN_DATA_HEADERS = { 'Cache-Control': 'public, max-age=300', 'Access-Control-Allow-Origin': '*' };

export function registerTenderRoutes(app: App, deps: AppDeps): void {
  registerNoticeTemplates(tenderNoticeTemplates);
  const { db } = deps.database;
  app.openapi(publicationRoutes.releases, async (c) => {
    const { body, link } = await publication.releasePackage(deps, c.req.url, c.req.valid('query').page ?? 1);
    return c.json(body, 200, { ...OPEN_DATA_HEADERS, ...(link ? { Link: link } : {}) });
  });
  app.openapi(publicationRoutes.records, async (c) => {
    const { body, link } = await publication.recordPackage(deps, c.req.url, c.req.valid('query').page ?? 1);
    return c.json(body, 200, { ...OPEN_DATA_HEADERS, ...(link ? { Link: link } : {}) });
  });
  app.openapi(publicationRoutes.record, async (c) =>
    c.json(await publication.singleRecordPackage(deps, c.req.url, c.req.valid('param').ocid), 200, OPEN_DATA_HEADERS),
  );
  app.openapi(publicationRoutes.policy, (c) =>
    c.body(publication.PUBLICATION_POLICY, 200, {
      ...OPEN_DATA_HEADERS,
      'Content-Type': 'text/markdown; charset=utf-8',
    }),
  );
  app.openapi(routes.search, async (c) =>
    c.json(await service.searchTenders(db, c.req.valid('query'), c.get('locale'), deps.clock.now()), 200),
  );
  app.openapi(routes.one, async (c) =>
    c.json(await service.getTender(db, c.req.valid('param').ocid, c.get('user')), 200),
  );
  app.openapi(routes.follow, async (c) =>
    c.json(await service.follow(deps, requireUser(c), c.req.valid('param').ocid), 200),
  );
  app.openapi(routes.unfollow, async (c) =>
    c.json(await service.unfollow(db, requireUser(c), c.req.valid('param').ocid), 200),
  );
  app.openapi(routes.followed, async (c) => c.json(await service.followed(db, requireUser(c)), 200));
  app.openapi(routes.searches, async (c) => c.json(await service.savedSearches(db, requireUser(c)), 200));
  app.openapi(routes.saveSearch, async (c) =>
    c.json(await service.saveSearch(db, requireUser(c), c.req.valid('json')), 201),
  );
  app.openapi(routes.deleteSearch, async (c) => {
    await service.deleteSearch(db, requireUser(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
  app.openapi(routes.import, async (c) => {
    requireAdmin(c, deps.env);
    const { url } = c.req.valid('query');
    try {
      return c.json(await service.importFromRequest(deps, url ? '' : await c.req.text(), url), 200);
    } catch (failure) {
      if (!(failure instanceof service.OcdsPackageRefused)) throw failure;
      const error = {
        code: failure.code,
        message: localize(failure.text, c.get('locale'), failure.params),
        requestId: c.get('requestId'),
      };
      return c.json({ error, validation: failure.report }, 422);
    }
  });
}
