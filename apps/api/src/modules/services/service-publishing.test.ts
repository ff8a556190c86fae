import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth-helpers';
import { COMPLETE_LISTING, jpegWithExif, uploadPhoto } from '../../../test/owner-helpers';
import { call, newPerson } from '../../../test/renting-helpers';
import { WEEK_8_TO_20 } from '../../../test/service-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEV_ADMIN_EMAIL, DEV_PASSWORD } from '../../db/seed/dev-accounts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, DEV_ADMIN_EMAIL, DEV_PASSWORD);
});
afterAll(() => t?.close());

const SERVICE_STEP = {
  pricePerHour: 50_000,
  pricePerDay: 0,
  minHours: 1,
  serviceRadiusKm: 30,
  weeklyHours: WEEK_8_TO_20,
  timeZone: 'America/Mexico_City',
};

/** A complete service draft (with a photo) of `cookie` in `category`. */
async function serviceDraft(cookie: string, category: string): Promise<number> {
  const res = await call(t, cookie, 'POST', '/api/listings', { category });
  expect(res.status).toBe(201);
  const draft = await res.json();
  expect(draft.type).toBe('service');
  const patched = await call(t, cookie, 'PATCH', `/api/listings/${draft.id}`, {
    ...COMPLETE_LISTING,
    title: 'Consulta a domicilio',
    category,
    subcategory: null,
    ...SERVICE_STEP,
  });
  expect(patched.status, await patched.clone().text()).toBe(200);
  await uploadPhoto(t, cookie, draft.id, await jpegWithExif());
  return draft.id;
}

async function addCedula(cookie: string): Promise<string> {
  const form = new FormData();
  form.set('type', 'cedula_profesional');
  form.set('number', '12345678');
  form.set('issuer', 'SEP');
  form.set(
    'file',
    new File([new Uint8Array(Buffer.from('%PDF-1.4\n%%EOF\n'))], 'cedula.pdf', { type: 'application/pdf' }),
  );
  const res = await t.request('/api/credentials', {
    method: 'POST',
    headers: { cookie, 'X-Vira-Language': 'es' },
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe('publishing a service through the wizard', () => {
  it('goes live with no deposit, insurance or delivery, and shows its hours and area', async () => {
    const provider = await newPerson(t, 'chef');
    const id = await serviceDraft(provider.cookie, 'chef');
    const published = await call(t, provider.cookie, 'POST', `/api/listings/${id}/publish`);
    expect(published.status).toBe(200);
    const detail = await (await call(t, null, 'GET', `/api/listings/${id}`)).json();
    expect(detail).toMatchObject({
      type: 'service',
      deposit: 0,
      hasInsurance: false,
      homeDelivery: false,
      deliveryCost: 0,
    });
    expect(detail.service).toMatchObject({
      pricePerHour: 50_000,
      minHours: 1,
      serviceRadiusKm: 30,
      timeZone: 'America/Mexico_City',
    });
    expect(detail.service.weeklyHours.mon).toEqual({ start: 8, end: 20 });
  });

  it('refuses bad service fields with clear messages', async () => {
    const provider = await newPerson(t, 'driver');
    const id = (await (await call(t, provider.cookie, 'POST', '/api/listings', { category: 'driver' })).json()).id;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ serviceRadiusKm: 0 }, 'serviceRadiusKm', 'el radio debe ser mayor que 0 y de 500 km como máximo.'],
      [{ serviceRadiusKm: 501 }, 'serviceRadiusKm', 'el radio debe ser mayor que 0 y de 500 km como máximo.'],
      [{ weeklyHours: { mon: { start: 9, end: 24 } } }, 'weeklyHours', 'elige una hora en punto, de 00:00 a 23:00.'],
      [{ weeklyHours: { mon: { start: 18, end: 9 } } }, 'weeklyHours', 'el final debe ser posterior al inicio.'],
      [{ weeklyHours: {} }, 'weeklyHours', 'selecciona al menos un día.'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone', 'elige una zona horaria válida.'],
    ];
    for (const [body, field, text] of cases) {
      const res = await call(t, provider.cookie, 'PATCH', `/api/listings/${id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const error = (await res.json()).error;
      expect(Object.keys(error.fields ?? {}).join(), JSON.stringify(body)).toContain(field);
      expect(error.message, JSON.stringify(body)).toContain(text);
    }
    // Nobody else can edit it; a guest is asked to sign in.
    const other = await newPerson(t, 'other');
    expect((await call(t, other.cookie, 'PATCH', `/api/listings/${id}`, SERVICE_STEP)).status).toBe(404);
    expect((await call(t, admin, 'PATCH', `/api/listings/${id}`, SERVICE_STEP)).status).toBe(404);
    expect((await call(t, null, 'PATCH', `/api/listings/${id}`, SERVICE_STEP)).status).toBe(401);
  });

  it('keeps a medical service from going live until an admin verified the provider’s cédula', async () => {
    const doctor = await newPerson(t, 'doctor');
    const id = await serviceDraft(doctor.cookie, 'psychologist');
    const refused = await call(t, doctor.cookie, 'POST', `/api/listings/${id}/publish`);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toContain(
      'Los servicios médicos necesitan una cédula profesional verificada para publicarse.',
    );
    expect((await call(t, null, 'GET', `/api/listings/${id}`)).status).toBe(404);

    const credential = await addCedula(doctor.cookie);
    // Added but not verified yet: still refused.
    expect((await call(t, doctor.cookie, 'POST', `/api/listings/${id}/publish`)).status).toBe(403);
    expect((await call(t, admin, 'POST', `/api/admin/credentials/${credential}/verify`, {})).status).toBe(200);
    expect((await call(t, doctor.cookie, 'POST', `/api/listings/${id}/publish`)).status).toBe(200);
    expect((await call(t, null, 'GET', `/api/listings/${id}`)).status).toBe(200);
  });

  it('does not let a live non-medical service switch to a medical category without a cédula', async () => {
    const provider = await newPerson(t, 'nurse');
    const id = await serviceDraft(provider.cookie, 'nanny');
    expect((await call(t, provider.cookie, 'POST', `/api/listings/${id}/publish`)).status).toBe(200);
    const res = await call(t, provider.cookie, 'PATCH', `/api/listings/${id}`, { category: 'surgeon' });
    expect(res.status).toBe(403);
    const english = await t.request(`/api/listings/${id}`, {
      method: 'PATCH',
      headers: { cookie: provider.cookie, 'Content-Type': 'application/json', 'X-Vira-Language': 'en' },
      body: JSON.stringify({ category: 'surgeon' }),
    });
    expect(((await english.json()) as { error: { message: string } }).error.message).toContain(
      'Medical services need a verified professional licence',
    );
  });
});
