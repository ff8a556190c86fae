import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth-helpers';
import { call, inDays, newPerson } from '../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { credentials } from '../../db/schema/credentials';
import { DEV_ADMIN_EMAIL, DEV_PASSWORD } from '../../db/seed/dev-accounts';

let t: TestApp;
let admin: string;
let provider: { cookie: string; id: string };
let other: { cookie: string; id: string };

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
/** A real PNG (photos are decoded and re-encoded, so a hand-written one with a broken checksum would be refused). */
const PNG = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#3366aa' } })
  .png()
  .toBuffer();

function upload(
  cookie: string | null,
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string; type: string },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (file) form.set('file', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  return t.request('/api/credentials', {
    method: 'POST',
    headers: { ...(cookie ? { cookie } : {}), 'X-Vira-Language': 'es' },
    body: form,
  });
}

const CEDULA = { type: 'cedula_profesional', number: '12345678', issuer: 'SEP — Dirección General de Profesiones' };

async function added(fields: Record<string, string> = CEDULA) {
  const res = await upload(provider.cookie, fields, { bytes: PDF, name: 'cedula.pdf', type: 'application/pdf' });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; status: string; fileUrl: string; fileType: string };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, DEV_ADMIN_EMAIL, DEV_PASSWORD);
  provider = await newPerson(t, 'provider');
  other = await newPerson(t, 'other');
});
afterAll(async () => {
  await t.close();
});

describe('credentials', () => {
  it('takes a PDF or a photo with its fields, pending review; refuses anything else with a clear 400', async () => {
    const pdf = await added();
    expect(pdf).toMatchObject({ status: 'pending', fileType: 'application/pdf' });
    const photo = await upload(
      provider.cookie,
      { type: 'drivers_licence', number: 'B-998877', issuer: 'SEMOVI', expiresOn: inDays(300) },
      { bytes: PNG, name: 'licencia.png', type: 'image/png' },
    );
    expect(photo.status).toBe(201);
    // Photos are re-encoded (see the GPS test below), so the PNG is kept as WebP.
    expect(((await photo.json()) as { fileType: string }).fileType).toBe('image/webp');

    const renamed = await upload(provider.cookie, CEDULA, {
      bytes: Buffer.from('MZ…not a pdf'),
      name: 'x.pdf',
      type: 'application/pdf',
    });
    expect(renamed.status).toBe(400);
    expect(((await renamed.json()) as { error: { message: string } }).error.message).toBe(
      'Sube una foto (JPEG, PNG o WebP) o un PDF de hasta 5 MB.',
    );
    expect((await upload(provider.cookie, CEDULA)).status).toBe(400);
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    expect(
      (await upload(provider.cookie, CEDULA, { bytes: big, name: 'big.pdf', type: 'application/pdf' })).status,
    ).toBe(400);
    const badType = await upload(
      provider.cookie,
      { ...CEDULA, type: 'astronaut' },
      { bytes: PDF, name: 'a.pdf', type: 'application/pdf' },
    );
    expect(badType.status).toBe(400);
    const noNumber = await upload(
      provider.cookie,
      { ...CEDULA, number: '  ' },
      { bytes: PDF, name: 'a.pdf', type: 'application/pdf' },
    );
    expect(noNumber.status).toBe(400);
    const badDate = await upload(
      provider.cookie,
      { ...CEDULA, expiresOn: 'pronto' },
      { bytes: PDF, name: 'a.pdf', type: 'application/pdf' },
    );
    expect(badDate.status).toBe(400);
    expect((await upload(null, CEDULA, { bytes: PDF, name: 'a.pdf', type: 'application/pdf' })).status).toBe(401);
  });

  it('keeps no trace of where a photo was taken: the EXIF GPS position of a phone’s JPEG is not stored', async () => {
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c8b27a' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PruebaCam' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '19/1 25/1 4500/100',
          GPSLongitudeRef: 'W',
          GPSLongitude: '99/1 7/1 3000/100',
        },
      })
      .toBuffer();
    // The upload really carries a GPS block (TIFF tag 0x8825, little-endian as sharp writes it).
    expect((await sharp(jpeg).metadata()).exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    const res = await upload(
      provider.cookie,
      { type: 'drivers_licence', number: 'C-445566', issuer: 'SEMOVI', expiresOn: inDays(300) },
      { bytes: jpeg, name: 'IMG_2041.jpg', type: 'image/jpeg' },
    );
    expect(res.status).toBe(201);
    const credential = (await res.json()) as { id: string; fileUrl: string };
    const [row] = await t.deps.database.db
      .select({ fileKey: credentials.fileKey })
      .from(credentials)
      .where(eq(credentials.id, credential.id));
    const stored = (await t.deps.storage.get(row!.fileKey))!;
    const served = Buffer.from(await (await call(t, admin, 'GET', credential.fileUrl)).arrayBuffer());
    for (const bytes of [stored, served]) {
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect([meta.width, meta.height]).toEqual([800, 600]);
      expect(bytes.includes(Buffer.from('PruebaCam'))).toBe(false);
    }
  });

  it('keeps the document private: its owner and admins open it, nobody else', async () => {
    const credential = await added();
    const own = await call(t, provider.cookie, 'GET', credential.fileUrl);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await own.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await call(t, admin, 'GET', credential.fileUrl)).status).toBe(200);
    expect((await call(t, other.cookie, 'GET', credential.fileUrl)).status).toBe(404);
    expect((await call(t, null, 'GET', credential.fileUrl)).status).toBe(404);
    const mine = await (await call(t, provider.cookie, 'GET', '/api/credentials')).json();
    expect(mine.items.map((c: { id: string }) => c.id)).toContain(credential.id);
    const theirs = await (await call(t, other.cookie, 'GET', '/api/credentials')).json();
    expect(theirs.items).toEqual([]);
  });

  it('is verified or rejected by an admin only (404 to others), recorded, and once', async () => {
    const credential = await added();
    for (const cookie of [null, provider.cookie, other.cookie]) {
      expect((await call(t, cookie, 'GET', '/api/admin/credentials')).status).toBe(404);
      expect((await call(t, cookie, 'POST', `/api/admin/credentials/${credential.id}/verify`, {})).status).toBe(404);
    }
    const queue = await (await call(t, admin, 'GET', '/api/admin/credentials')).json();
    expect(queue.items[0].status).toBe('pending');
    expect(queue.items.find((c: { id: string }) => c.id === credential.id).ownerEmail).toMatch(/@example\.com$/);
    expect((await call(t, admin, 'POST', `/api/admin/credentials/${credential.id}/verify`, {})).status).toBe(200);
    expect(
      (await call(t, admin, 'POST', `/api/admin/credentials/${credential.id}/reject`, { reason: 'tarde' })).status,
    ).toBe(409);
    const overview = await (await call(t, admin, 'GET', '/api/admin/overview')).json();
    expect(overview.actions[0]).toMatchObject({ action: 'verify_credential', targetId: credential.id });

    const rejected = await added({ type: 'security_licence', number: 'SSP-1', issuer: 'SSPC' });
    const noReason = await call(t, admin, 'POST', `/api/admin/credentials/${rejected.id}/reject`, { reason: '' });
    expect(noReason.status).toBe(400);
    await call(t, admin, 'POST', `/api/admin/credentials/${rejected.id}/reject`, { reason: 'Documento ilegible' });
    const mine = await (await call(t, provider.cookie, 'GET', '/api/credentials')).json();
    expect(mine.items.find((c: { id: string }) => c.id === rejected.id)).toMatchObject({
      status: 'rejected',
      decisionReason: 'Documento ilegible',
    });
  });

  it('shows only verified, unexpired credentials on the public profile, number masked, no document', async () => {
    const person = await newPerson(t, 'public-provider');
    const post = (fields: Record<string, string>) =>
      upload(person.cookie, fields, { bytes: PDF, name: 'c.pdf', type: 'application/pdf' }).then(
        async (r) => (await r.json()) as { id: string },
      );
    const verified = await post({ type: 'food_handling', number: 'DIS-445566', issuer: 'COFEPRIS' });
    const expired = await post({ type: 'drivers_licence', number: 'L-1', issuer: 'SEMOVI', expiresOn: inDays(-1) });
    const pending = await post({ type: 'other', number: 'X-2', issuer: 'Cruz Roja' });
    await call(t, admin, 'POST', `/api/admin/credentials/${verified.id}/verify`, {});
    await call(t, admin, 'POST', `/api/admin/credentials/${expired.id}/verify`, {});
    const shown = await (await call(t, null, 'GET', `/api/profiles/${person.id}/credentials`)).json();
    expect(shown.items).toHaveLength(1);
    expect(shown.items[0]).toMatchObject({ type: 'food_handling', issuer: 'COFEPRIS', maskedNumber: '•••••••566' });
    expect(JSON.stringify(shown)).not.toContain('DIS-445566');
    expect(JSON.stringify(shown)).not.toContain('/file');
    expect(shown.items.map((c: { id: string }) => c.id)).not.toContain(pending.id);
  });

  it('lets its owner delete a pending one but not a verified one; others cannot', async () => {
    const pending = await added();
    expect((await call(t, other.cookie, 'DELETE', `/api/credentials/${pending.id}`)).status).toBe(404);
    expect((await call(t, provider.cookie, 'DELETE', `/api/credentials/${pending.id}`)).status).toBe(204);
    expect((await call(t, provider.cookie, 'GET', pending.fileUrl)).status).toBe(404);
    const verified = await added();
    await call(t, admin, 'POST', `/api/admin/credentials/${verified.id}/verify`, {});
    expect((await call(t, provider.cookie, 'DELETE', `/api/credentials/${verified.id}`)).status).toBe(409);
  });
});
