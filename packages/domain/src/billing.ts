import { z } from 'zod';
import { textSchema } from './text';

/**
 * SAT catalogue c_RegimenFiscal (CFDI 4.0): the receiver's tax regime. The names are the SAT's own, in Spanish
 * in every language: they are legal terms a Mexican tax invoice prints as such.
 */
export const TAX_REGIMES = {
  '601': 'General de Ley Personas Morales',
  '603': 'Personas Morales con Fines no Lucrativos',
  '605': 'Sueldos y Salarios e Ingresos Asimilados a Salarios',
  '606': 'Arrendamiento',
  '607': 'Régimen de Enajenación o Adquisición de Bienes',
  '608': 'Demás ingresos',
  '610': 'Residentes en el Extranjero sin Establecimiento Permanente en México',
  '611': 'Ingresos por Dividendos (socios y accionistas)',
  '612': 'Personas Físicas con Actividades Empresariales y Profesionales',
  '614': 'Ingresos por intereses',
  '615': 'Régimen de los ingresos por obtención de premios',
  '616': 'Sin obligaciones fiscales',
  '620': 'Sociedades Cooperativas de Producción que optan por diferir sus ingresos',
  '621': 'Incorporación Fiscal',
  '622': 'Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras',
  '623': 'Opcional para Grupos de Sociedades',
  '624': 'Coordinados',
  '625': 'Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas',
  '626': 'Régimen Simplificado de Confianza',
} as const;
export type TaxRegime = keyof typeof TAX_REGIMES;
export const TAX_REGIME_CODES = Object.keys(TAX_REGIMES) as [TaxRegime, ...TaxRegime[]];

/** SAT catalogue c_UsoCFDI (CFDI 4.0), without CP01 (payment receipts) and CN01 (payroll), which never apply here. */
export const CFDI_USES = {
  G01: 'Adquisición de mercancías',
  G02: 'Devoluciones, descuentos o bonificaciones',
  G03: 'Gastos en general',
  I01: 'Construcciones',
  I02: 'Mobiliario y equipo de oficina por inversiones',
  I03: 'Equipo de transporte',
  I04: 'Equipo de cómputo y accesorios',
  I05: 'Dados, troqueles, moldes, matrices y herramental',
  I06: 'Comunicaciones telefónicas',
  I07: 'Comunicaciones satelitales',
  I08: 'Otra maquinaria y equipo',
  D01: 'Honorarios médicos, dentales y gastos hospitalarios',
  D02: 'Gastos médicos por incapacidad o discapacidad',
  D03: 'Gastos funerales',
  D04: 'Donativos',
  D05: 'Intereses reales efectivamente pagados por créditos hipotecarios (casa habitación)',
  D06: 'Aportaciones voluntarias al SAR',
  D07: 'Primas por seguros de gastos médicos',
  D08: 'Gastos de transportación escolar obligatoria',
  D09: 'Depósitos en cuentas para el ahorro, primas que tengan como base planes de pensiones',
  D10: 'Pagos por servicios educativos (colegiaturas)',
  S01: 'Sin efectos fiscales',
} as const;
export type CfdiUse = keyof typeof CFDI_USES;
export const CFDI_USE_CODES = Object.keys(CFDI_USES) as [CfdiUse, ...CfdiUse[]];

/** What a person who asks for no particular regime or use gets: the SAT's values for the general public. */
export const DEFAULT_TAX_REGIME: TaxRegime = '616';
export const DEFAULT_CFDI_USE: CfdiUse = 'G03';

/** Billing data for tax invoices (spec document 2, billing form rules). */
export const billingInfoInputSchema = z.object({
  companyName: textSchema().trim().max(200).optional().nullable(),
  rfc: textSchema()
    .trim()
    .min(1, 'required')
    .max(13, 'max_13')
    .transform((v) => v.toUpperCase()),
  email: textSchema().trim().min(1, 'required').email('invalid_email'),
  address: textSchema({ multiline: true }).trim().min(1, 'required').max(500),
  postalCode: textSchema()
    .trim()
    .regex(/^\d{5}$/, 'postal_code_5_digits'),
  city: textSchema().trim().min(1, 'required').max(120),
  state: textSchema().trim().min(1, 'required').max(120),
  taxRegime: z.enum(TAX_REGIME_CODES),
  cfdiUse: z.enum(CFDI_USE_CODES),
});
export type BillingInfoInput = z.infer<typeof billingInfoInputSchema>;

export const billingInfoSchema = z.object({
  id: z.string(),
  companyName: z.string().nullable(),
  rfc: z.string(),
  email: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  state: z.string(),
  taxRegime: z.enum(TAX_REGIME_CODES),
  cfdiUse: z.enum(CFDI_USE_CODES),
  updatedAt: z.string(),
});
export type BillingInfo = z.infer<typeof billingInfoSchema>;

/** GET and PUT /api/billing-info: the person's billing data, or null before they give it. */
export const billingInfoAnswerSchema = z.object({ billingInfo: billingInfoSchema.nullable() });
