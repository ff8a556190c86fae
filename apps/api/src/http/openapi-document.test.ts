import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The OpenAPI document at /api/openapi.json is what clients and the typed web client are built from: it must be a
 * valid OpenAPI 3.1 document by an independent validator, name every operation, and say which need sign-in.
 */

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
type Doc = OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject;

let t: TestApp;
let doc: Doc;

beforeAll(async () => {
  t = await createTestApp();
  doc = (await (await t.request('/api/openapi.json')).json()) as Doc;
});
afterAll(async () => {
  await t.close();
});

const operations = () =>
  Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item?.[method] as Operation | undefined;
      return operation ? [{ path, method, operation }] : [];
    }),
  );
const label = (o: { method: string; path: string }) => `${o.method.toUpperCase()} ${o.path}`;

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 for swagger-parser', async () => {
    // validate() dereferences in place: it gets a copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('names every operation with a summary and requires every path parameter', () => {
    expect(operations().length).toBeGreaterThan(200);
    expect(
      operations()
        .filter((o) => !o.operation.summary?.trim())
        .map(label),
    ).toEqual([]);
    const optional = operations().flatMap((o) =>
      ((o.operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[])
        .filter((p) => p.in === 'path' && p.required !== true)
        .map((p) => `${label(o)} {${p.name}}`),
    );
    expect(optional).toEqual([]);
  });

  it('includes the GPS ingest and the live event streams, and says where the API is', () => {
    expect(Object.keys(doc.paths?.['/api/hazmat/osmand'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(doc.paths?.['/api/live']?.get?.responses?.['200']).toMatchObject({
      content: { 'text/event-stream': {} },
    });
    expect(doc.paths?.['/api/hazmat/shipments/{code}/live']?.get).toBeDefined();
    expect(doc.servers).toEqual([{ url: 'http://localhost:3000', description: 'This server' }]);
    expect(doc.components?.securitySchemes?.session).toEqual({
      type: 'apiKey',
      in: 'cookie',
      name: 'vira.session_token',
      description: expect.any(String),
    });
  });

  it('marks exactly the operations that turn a guest away with 401 as needing the session cookie', async () => {
    const sample = (p: OpenAPIV3_1.ParameterObject) => {
      const schema = (p.schema ?? {}) as OpenAPIV3_1.SchemaObject;
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.type === 'integer' || schema.type === 'number' || /^\^?\[0-9\]|\\d/.test(schema.pattern ?? ''))
        return '1';
      return schema.enum?.[0] ?? 'zz-none-such';
    };
    const unmarked: string[] = [];
    const marked: string[] = [];
    for (const o of operations()) {
      const params = (o.operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
      const path = params
        .filter((p) => p.in === 'path')
        .reduce((url, p) => url.replace(`{${p.name}}`, encodeURIComponent(String(sample(p)))), o.path);
      const res = await t.request(path, { method: o.method.toUpperCase() });
      await res.body?.cancel();
      const needsSession = (o.operation.security ?? []).some((s) => 'session' in s);
      // A webhook or a tracker names its own scheme (a signature, a device token), and refuses with 401 too.
      if (res.status === 401 && !o.operation.security) unmarked.push(`${label(o)} answered a guest 401`);
      // A body or query is checked before sign-in, so a guest may hear 400 first; never a success.
      if (needsSession && res.status < 400) marked.push(`${label(o)} answered a guest ${res.status}`);
    }
    expect(unmarked).toEqual([]);
    expect(marked).toEqual([]);
  });
});
