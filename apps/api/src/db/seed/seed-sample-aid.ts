import { urgencyRank } from '@vira/domain/aid';
import { type AidType, type Urgency } from '@vira/domain/aid-kinds';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { AppDb } from '../client';
import { aidOfferItems, aidOffers, aidRequestItems, aidRequests } from '../schema/aid';
import { appMeta } from '../schema/app-meta';
import { profiles } from '../schema/profiles';
import { createSampleRandom } from './sample-random';

const SEED_KEY = 'sample_aid_seeded';
const DAY = 86_400_000;

/** Sample organisations that post needs: seeded profiles without a login, marked as examples. */
const SAMPLE_ORGS = [
  { userId: 'sample-aid-1', fullName: 'Brigada Comunitaria Oaxaca (ejemplo)' },
  { userId: 'sample-aid-2', fullName: 'Refugio Esperanza Tijuana (ejemplo)' },
  { userId: 'sample-aid-3', fullName: 'Red Vecinal Veracruz (ejemplo)' },
  { userId: 'sample-aid-4', fullName: 'Albergue San José CDMX (ejemplo)' },
] as const;

interface Place {
  name: string;
  region: string;
  lat: number;
  lng: number;
}
const PLACES: Place[] = [
  { name: 'Juchitán de Zaragoza', region: 'Oaxaca', lat: 16.4336, lng: -95.0194 },
  { name: 'Oaxaca de Juárez', region: 'Oaxaca', lat: 17.0732, lng: -96.7266 },
  { name: 'Tijuana', region: 'Baja California', lat: 32.5149, lng: -117.0382 },
  { name: 'Veracruz', region: 'Veracruz', lat: 19.1738, lng: -96.1342 },
  { name: 'Xalapa', region: 'Veracruz', lat: 19.5438, lng: -96.9102 },
  { name: 'Iztapalapa, Ciudad de México', region: 'Ciudad de México', lat: 19.3574, lng: -99.0927 },
  { name: 'Acapulco', region: 'Guerrero', lat: 16.8531, lng: -99.8237 },
  { name: 'Tapachula', region: 'Chiapas', lat: 14.9031, lng: -92.2576 },
  { name: 'Villahermosa', region: 'Tabasco', lat: 17.9892, lng: -92.9475 },
  { name: 'Ciudad Juárez', region: 'Chihuahua', lat: 31.6904, lng: -106.4245 },
];

interface Need {
  title: string;
  description: string;
  aidTypes: AidType[];
  category: string;
  items: [name: string, quantity: number, unit: string][];
}
/** Written for this project; places are real, the needs are examples. */
const NEEDS: Need[] = [
  {
    title: 'Despensas para familias damnificadas por inundación',
    description: 'El río se desbordó y muchas familias perdieron sus alimentos. Necesitamos despensas básicas.',
    aidTypes: ['food'],
    category: 'basic_food_basket',
    items: [
      ['Despensa básica', 120, 'paquetes'],
      ['Arroz', 200, 'kg'],
    ],
  },
  {
    title: 'Agua potable para albergue temporal',
    description: 'El albergue recibe a más de cien personas y no hay servicio de agua desde hace tres días.',
    aidTypes: ['water'],
    category: 'water',
    items: [
      ['Garrafón de agua 20 L', 150, 'garrafones'],
      ['Pastillas potabilizadoras', 500, 'piezas'],
    ],
  },
  {
    title: 'Medicamentos y material de curación',
    description: 'Brigada médica voluntaria atiende heridos leves; faltan insumos de curación y analgésicos.',
    aidTypes: ['medical'],
    category: 'medical_support',
    items: [
      ['Gasas estériles', 400, 'paquetes'],
      ['Paracetamol 500 mg', 200, 'cajas'],
      ['Suero oral', 300, 'sobres'],
    ],
  },
  {
    title: 'Cobijas y colchonetas para frente frío',
    description: 'Las temperaturas bajan de cero por la noche. Personas en situación de calle necesitan abrigo.',
    aidTypes: ['shelter', 'clothing'],
    category: 'blankets',
    items: [
      ['Cobija', 250, 'piezas'],
      ['Colchoneta', 80, 'piezas'],
    ],
  },
  {
    title: 'Ropa de niñas y niños y pañales',
    description: 'Familias migrantes con niños pequeños llegaron sin equipaje. Se necesita ropa y pañales.',
    aidTypes: ['clothing'],
    category: 'diapers_formula',
    items: [
      ['Paquete de pañales etapa 3', 100, 'paquetes'],
      ['Ropa infantil (tallas 2 a 8)', 150, 'piezas'],
    ],
  },
  {
    title: 'Transporte para llevar víveres a comunidades aisladas',
    description: 'El camino quedó parcialmente cortado. Buscamos camionetas 4x4 para llevar víveres.',
    aidTypes: ['transport', 'private_transport_aid'],
    category: 'private_transport_aid',
    items: [['Viaje en camioneta 4x4', 12, 'viajes']],
  },
  {
    title: 'Binomios caninos para búsqueda tras derrumbe',
    description: 'Se requiere apoyo de equipos K9 certificados para búsqueda y rescate en zona de derrumbe.',
    aidTypes: ['k9_rescue_aid'],
    category: 'k9_rescue_aid',
    items: [['Binomio canino certificado', 4, 'equipos']],
  },
  {
    title: 'Alimento para mascotas rescatadas',
    description: 'El refugio recibió perros y gatos rescatados de la zona afectada y se quedó sin alimento.',
    aidTypes: ['pet_food'],
    category: 'pet_food',
    items: [
      ['Croquetas para perro', 300, 'kg'],
      ['Croquetas para gato', 100, 'kg'],
    ],
  },
  {
    title: 'Traslado funerario para familia sin recursos',
    description: 'Una familia necesita trasladar a un familiar fallecido a su comunidad de origen.',
    aidTypes: ['funeral_transport'],
    category: 'funeral_transport',
    items: [['Traslado funerario', 1, 'servicio']],
  },
  {
    title: 'Voluntariado en cocina comunitaria',
    description: 'La cocina comunitaria sirve 400 comidas al día y necesita manos para preparar y repartir.',
    aidTypes: ['food', 'other'],
    category: 'food_distribution',
    items: [
      ['Turnos de voluntariado', 60, 'turnos'],
      ['Frijol', 100, 'kg'],
    ],
  },
];

const URGENCY_CYCLE: Urgency[] = ['critical', 'high', 'medium', 'high', 'low', 'critical', 'medium'];

/** About 30 requests (most verified, a few under review, one stale) and offers on them; once per database. */
export async function seedSampleAid({ database, logger }: AppDeps): Promise<void> {
  const db = database.db;
  const done = await db.select().from(appMeta).where(eq(appMeta.key, SEED_KEY)).limit(1);
  if (done.length > 0) return;
  let seeded = false;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    const again = await tx.select().from(appMeta).where(eq(appMeta.key, SEED_KEY)).limit(1);
    if (again.length > 0) return;
    await insertSampleAid(tx as unknown as AppDb, new Date());
    await tx.insert(appMeta).values({ key: SEED_KEY, value: new Date().toISOString() });
    seeded = true;
  });
  if (seeded) logger.info('sample humanitarian aid seeded');
}

async function insertSampleAid(tx: AppDb, now: Date): Promise<void> {
  const random = createSampleRandom(1414);
  await tx
    .insert(profiles)
    .values(
      SAMPLE_ORGS.map((o) => ({
        userId: o.userId,
        fullName: o.fullName,
        verificationStatus: 'verified',
        preferredLanguage: 'es',
        onboardingCompleted: true,
      })),
    )
    .onConflictDoNothing();
  const offerers = ['example1', 'example2', 'example3'];
  for (let i = 0; i < 30; i++) {
    const need = NEEDS[i % NEEDS.length]!;
    const place = PLACES[(i * 3) % PLACES.length]!;
    const org = SAMPLE_ORGS[i % SAMPLE_ORGS.length]!;
    const urgency = URGENCY_CYCLE[i % URGENCY_CYCLE.length]!;
    const createdAt = new Date(now.getTime() - (i % 6) * DAY - i * 3_600_000);
    // 26 verified, 3 under review; request 7 was not re-confirmed for 9 days (stale).
    const underReview = i >= 27;
    const stale = i === 7;
    const confirmedAt = stale ? new Date(now.getTime() - 9 * DAY) : createdAt;
    const [request] = await tx
      .insert(aidRequests)
      .values({
        authorId: org.userId,
        title: need.title,
        description: `${need.description} (Datos de ejemplo.)`,
        aidTypes: need.aidTypes,
        category: need.category,
        urgency,
        urgencyRank: urgencyRank(urgency),
        placeName: place.name,
        region: place.region,
        country: 'México',
        lat: place.lat + random.int(-200, 200) / 10_000,
        lng: place.lng + random.int(-200, 200) / 10_000,
        peopleAffected: random.int(3, 60) * 10,
        contactPreference: 'chat',
        organisation: org.fullName,
        neededUntil: new Date(now.getTime() + random.int(10, 45) * DAY).toISOString().slice(0, 10),
        status: underReview ? 'under_review' : 'published',
        verifiedAt: underReview ? null : new Date(createdAt.getTime() + 2 * 3_600_000),
        verifiedBy: underReview ? null : 'sample-verifier',
        confirmedAt: stale ? confirmedAt : new Date(createdAt.getTime() + 2 * 3_600_000),
        sample: true,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    const items = await tx
      .insert(aidRequestItems)
      .values(
        need.items.map(([name, quantity, unit], position) => ({
          requestId: request!.id,
          position,
          name,
          quantity,
          unit,
        })),
      )
      .returning();
    if (underReview || i % 3 === 2) continue;
    // Offers cover part of what is asked, so the list shows needs at different stages; every eighth need was met
    // in full and its requester confirmed the delivery, so /social-impact has help to count (decision 046).
    const offerer = offerers[i % offerers.length]!;
    const delivered = i % 8 === 0;
    const [offer] = await tx
      .insert(aidOffers)
      .values({
        requestId: request!.id,
        authorId: offerer,
        type: i % 2 === 0 ? 'can_provide' : 'on_my_way',
        details: 'Puedo llevarlo esta semana. (Datos de ejemplo.)',
        status: i % 4 === 0 ? 'accepted' : 'pending',
        deliveredAt: delivered ? new Date(createdAt.getTime() + 30 * 3_600_000) : null,
        sample: true,
        createdAt: new Date(createdAt.getTime() + 5 * 3_600_000),
      })
      .returning();
    await tx.insert(aidOfferItems).values(
      items.map((item) => ({
        offerId: offer!.id,
        itemId: item.id,
        quantity: delivered ? item.quantity : Math.max(1, Math.round(item.quantity * (0.2 + (i % 5) * 0.15))),
      })),
    );
    if (i % 5 === 0) {
      await tx.insert(aidOffers).values({
        requestId: request!.id,
        authorId: offerers[(i + 1) % offerers.length]!,
        type: 'volunteer',
        details: 'Tengo experiencia en acopio y reparto. (Datos de ejemplo.)',
        shift: 'morning',
        hoursPerDay: 4,
        days: ['saturday', 'sunday'],
        coverage: 'Zona centro',
        sample: true,
      });
    }
  }
}
