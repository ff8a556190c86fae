import { MEXICAN_STATES } from '@vira/domain/tender';
import { createSampleRandom } from './sample-random';

const DAY = 86_400_000;
/** Not a registered OCDS prefix on purpose: these processes do not exist. */
export const SAMPLE_OCID_PREFIX = 'ocds-ejemplo-vira';
/** Mexico's federal procurement platform, where a supplier bids on a real tender. */
export const OFFICIAL_PLATFORM_URL = 'https://comprasmx.buengobierno.gob.mx/';

type Subject = { title: string; items: [string, string, string, number][]; amount: [number, number] };

/**
 * What sample buyers buy: title, items (UNSPSC code — CUCoP, Mexico's catalogue, is built on it — description, unit,
 * quantity) and amount range (MXN).
 */
const SUBJECTS: Subject[] = [
  {
    title: 'Adquisición de patrullas y equipo de seguridad pública',
    items: [
      ['26101500', 'Patrulla tipo pick-up equipada', 'Pieza', 12],
      ['46181500', 'Chalecos de protección balística', 'Pieza', 150],
    ],
    amount: [8_000_000, 40_000_000],
  },
  {
    title: 'Servicio de videovigilancia urbana',
    items: [
      ['46171600', 'Cámaras de videovigilancia IP', 'Pieza', 80],
      ['81112000', 'Monitoreo y mantenimiento anual', 'Servicio', 1],
    ],
    amount: [3_000_000, 18_000_000],
  },
  {
    title: 'Instalación de sistemas solares fotovoltaicos en escuelas',
    items: [['26111600', 'Sistema fotovoltaico interconectado de 10 kW', 'Pieza', 20]],
    amount: [4_000_000, 25_000_000],
  },
  {
    title: 'Sustitución de luminarias LED en alumbrado público',
    items: [['39111500', 'Luminarias LED de 100 W', 'Pieza', 2500]],
    amount: [5_000_000, 30_000_000],
  },
  {
    title: 'Licencias de software y servicios de cómputo en la nube',
    items: [
      ['43232300', 'Licencias de software de oficina', 'Licencia', 600],
      ['81112100', 'Servicios de cómputo en la nube', 'Mes', 12],
    ],
    amount: [1_500_000, 12_000_000],
  },
  {
    title: 'Red de conectividad y telecomunicaciones municipal',
    items: [['43222600', 'Equipo de red y enlaces inalámbricos', 'Lote', 1]],
    amount: [2_000_000, 15_000_000],
  },
  {
    title: 'Compra de café y alimentos de productores locales para comedores',
    items: [
      ['50201700', 'Café de altura tostado', 'Kilogramo', 3000],
      ['50221000', 'Alimentos de canasta básica', 'Lote', 40],
    ],
    amount: [600_000, 5_000_000],
  },
  {
    title: 'Uniformes con textil artesanal para personal de turismo',
    items: [['53102700', 'Uniformes con bordado artesanal', 'Pieza', 400]],
    amount: [400_000, 2_500_000],
  },
  {
    title: 'Rehabilitación de pavimento en vialidades primarias',
    items: [['72141100', 'Repavimentación con concreto asfáltico', 'Metro cuadrado', 40_000]],
    amount: [10_000_000, 80_000_000],
  },
  {
    title: 'Mantenimiento de edificios públicos',
    items: [['72101500', 'Mantenimiento preventivo y correctivo', 'Servicio', 1]],
    amount: [1_000_000, 9_000_000],
  },
  {
    title: 'Suministro de medicamentos para unidades de salud',
    items: [['51100000', 'Medicamentos del cuadro básico', 'Lote', 1]],
    amount: [5_000_000, 60_000_000],
  },
  {
    title: 'Arrendamiento de maquinaria para obra pública',
    items: [
      ['22101500', 'Retroexcavadora con operador', 'Día', 120],
      ['22101600', 'Camión de volteo de 14 m³', 'Día', 240],
    ],
    amount: [1_200_000, 8_000_000],
  },
];

const BUYERS = [
  'Secretaría de Obras Públicas',
  'Secretaría de Seguridad Ciudadana',
  'Secretaría de Salud',
  'Ayuntamiento de la capital',
  'Secretaría de Educación',
  'Comisión Estatal del Agua',
  'Secretaría de Desarrollo Económico',
];

const METHODS = [
  { code: 'open', details: 'Licitación Pública Nacional' },
  { code: 'selective', details: 'Invitación a cuando menos tres personas' },
  { code: 'direct', details: 'Adjudicación Directa' },
] as const;

const SUPPLIERS = [
  'Constructora del Bajío (ejemplo)',
  'Soluciones Solares MX (ejemplo)',
  'Tecnología Pública SA de CV (ejemplo)',
  'Cooperativa Cafetalera Sierra (ejemplo)',
  'Servicios Integrales del Norte (ejemplo)',
];

const iso = (t: number) => new Date(t).toISOString().replace('.000Z', 'Z');

/**
 * About 100 sample contracting processes in OCDS 1.1 form across the 32 states, the same on every machine
 * except that dates are laid out around `base` (the first start), so some are open, some closing soon and
 * some awarded. Awarded ones have a second release (the award) merged into the record like any import.
 */
export function buildSampleTenderPackage(base: Date, count = 100) {
  const rnd = createSampleRandom(20_261_115);
  const day0 = Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate(), 16);
  const releases: Record<string, unknown>[] = [];
  for (let i = 0; i < count; i++) {
    const subject = SUBJECTS[i % SUBJECTS.length]!;
    const state = MEXICAN_STATES[(i * 7) % MEXICAN_STATES.length]!;
    const method = METHODS[rnd.int(0, 9) < 5 ? 0 : rnd.chance(0.5) ? 1 : 2];
    const buyerName = `${rnd.pick(BUYERS)} de ${state} (ejemplo)`;
    const buyerId = `MX-EJEMPLO-${String(i + 1).padStart(3, '0')}`;
    const ocid = `${SAMPLE_OCID_PREFIX}-${String(i + 1).padStart(4, '0')}`;
    const amount = Math.round(rnd.int(subject.amount[0], subject.amount[1]) / 1000) * 1000;
    // Deadlines from 40 days ago to 60 days ahead; past ones are awarded or being evaluated.
    const deadline = day0 + rnd.int(-40, 60) * DAY;
    const published = deadline - rnd.int(15, 30) * DAY;
    const clarifications = published + rnd.int(4, 8) * DAY;
    const ruling = deadline + rnd.int(5, 12) * DAY;
    const awarded = ruling < day0;
    const title = `${subject.title} — ${state}`;
    const tenderRelease = {
      ocid,
      id: `${ocid}-tender`,
      date: iso(published),
      tag: ['tender'],
      initiationType: 'tender',
      language: 'es',
      parties: [
        {
          id: buyerId,
          name: buyerName,
          roles: ['buyer', 'procuringEntity'],
          address: { region: state, countryName: 'México' },
        },
      ],
      buyer: { id: buyerId, name: buyerName },
      tender: {
        id: `${ocid}-T`,
        title,
        description: `${subject.title} para ${buyerName}. Datos de ejemplo generados por Vira: este procedimiento no existe.`,
        status: awarded ? 'complete' : 'active',
        procurementMethod: method.code,
        procurementMethodDetails: method.details,
        mainProcurementCategory: subject.title.startsWith('Rehabilitación')
          ? 'works'
          : subject.items[0]![2] === 'Servicio'
            ? 'services'
            : 'goods',
        value: { amount, currency: 'MXN' },
        tenderPeriod: { startDate: iso(published), endDate: iso(deadline) },
        enquiryPeriod: { startDate: iso(published), endDate: iso(clarifications) },
        awardPeriod: { startDate: iso(ruling) },
        items: subject.items.map(([code, description, unit, quantity], n) => ({
          id: String(n + 1),
          description,
          classification: { scheme: 'UNSPSC', id: code, description },
          quantity,
          unit: { name: unit },
        })),
        documents: [
          {
            id: 'convocatoria',
            documentType: 'tenderNotice',
            title: 'Convocatoria en la plataforma oficial',
            url: OFFICIAL_PLATFORM_URL,
            language: 'es',
          },
          {
            id: 'bases',
            documentType: 'biddingDocuments',
            title: 'Bases del procedimiento (ejemplo)',
            url: OFFICIAL_PLATFORM_URL,
            language: 'es',
          },
        ],
      },
    };
    releases.push(tenderRelease);
    if (awarded) {
      const supplier = rnd.pick(SUPPLIERS);
      const supplierId = `MX-PROV-${String(i + 1).padStart(3, '0')}`;
      releases.push({
        ocid,
        id: `${ocid}-award`,
        date: iso(ruling),
        tag: ['award'],
        // Every release carries it (OCDS 1.1 requires it), not only the first one of the process.
        initiationType: 'tender',
        parties: [{ id: supplierId, name: supplier, roles: ['supplier'] }],
        awards: [
          {
            id: `${ocid}-A1`,
            status: 'active',
            date: iso(ruling),
            suppliers: [{ id: supplierId, name: supplier }],
            value: { amount: Math.round(amount * (0.85 + rnd.next() * 0.14)), currency: 'MXN' },
          },
        ],
      });
    }
  }
  return {
    uri: 'https://vira.mx/ocds/ejemplo.json',
    version: '1.1',
    publishedDate: iso(day0),
    publisher: { name: 'Vira — datos de ejemplo' },
    releases,
  };
}
