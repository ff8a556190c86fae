import { apiErrorSchema } from './api-error';
import { z } from 'zod';
import { CATEGORY_IDS_BY_TYPE } from './category-taxonomy';
import { calendarDateSchema } from './calendar-date';
import { textSchema } from './text';

/**
 * Public tenders follow the Open Contracting Data Standard 1.1. Mexico's three procedures map onto OCDS's
 * `procurementMethod` codes: licitación pública = open, invitación a cuando menos tres personas = selective,
 * adjudicación directa = direct.
 */
export const PROCUREMENT_METHODS = ['open', 'selective', 'direct'] as const;
export const procurementMethodSchema = z.enum(PROCUREMENT_METHODS);
export type ProcurementMethod = z.infer<typeof procurementMethodSchema>;

/** OCDS tender.status codelist. */
export const TENDER_STATUSES = [
  'planning',
  'planned',
  'active',
  'cancelled',
  'unsuccessful',
  'complete',
  'withdrawn',
] as const;
export const tenderStatusSchema = z.enum(TENDER_STATUSES);
export type TenderStatus = z.infer<typeof tenderStatusSchema>;

/** The five government categories of the taxonomy. */
export const TENDER_CATEGORIES = CATEGORY_IDS_BY_TYPE.government;
export const tenderCategorySchema = z.enum(TENDER_CATEGORIES);
export type TenderCategory = z.infer<typeof tenderCategorySchema>;

/** The 32 federal entities, as OCDS `address.region` carries them in Mexican publications. */
export const MEXICAN_STATES = [
  'Aguascalientes',
  'Baja California',
  'Baja California Sur',
  'Campeche',
  'Chiapas',
  'Chihuahua',
  'Ciudad de México',
  'Coahuila',
  'Colima',
  'Durango',
  'Guanajuato',
  'Guerrero',
  'Hidalgo',
  'Jalisco',
  'México',
  'Michoacán',
  'Morelos',
  'Nayarit',
  'Nuevo León',
  'Oaxaca',
  'Puebla',
  'Querétaro',
  'Quintana Roo',
  'San Luis Potosí',
  'Sinaloa',
  'Sonora',
  'Tabasco',
  'Tamaulipas',
  'Tlaxcala',
  'Veracruz',
  'Yucatán',
  'Zacatecas',
] as const;

/**
 * What the import accepts: an OCDS release package. Only what we read is checked strictly; everything else of
 * the standard passes through and is kept in the stored release.
 */
const ocdsPeriodSchema = z.looseObject({ startDate: z.string().optional(), endDate: z.string().optional() });
const ocdsValueSchema = z.looseObject({ amount: z.number().nonnegative().optional(), currency: z.string().optional() });
export const ocdsReleaseSchema = z.looseObject({
  ocid: z.string().trim().min(1, 'required').max(200),
  id: z.string().trim().min(1, 'required').max(200),
  date: z.iso.datetime({ offset: true }),
  tag: z.array(z.string()).optional(),
  tender: z
    .looseObject({
      title: z.string().optional(),
      value: ocdsValueSchema.optional(),
      tenderPeriod: ocdsPeriodSchema.optional(),
    })
    .optional(),
});
export type OcdsRelease = z.infer<typeof ocdsReleaseSchema>;

export const OCDS_PACKAGE_MAX_RELEASES = 5000;
export const ocdsReleasePackageSchema = z.looseObject({
  uri: z.string().optional(),
  publishedDate: z.string().optional(),
  releases: z.array(ocdsReleaseSchema).min(1, 'required').max(OCDS_PACKAGE_MAX_RELEASES),
});

/** One kind of problem in an OCDS package, grouped as the OCDS Data Review Tool (CoVE) groups them. */
export const ocdsValidationIssueSchema = z.object({
  /** The JSON Schema keyword that failed (required, enum, type, format…), or `codelist` for an open codelist. */
  keyword: z.string(),
  /** Where in the standard, array positions folded: `releases/initiationType`. */
  path: z.string(),
  /** The validator's own sentence (English), shown beside the localized one. */
  message: z.string(),
  params: z.record(z.string(), z.unknown()),
  count: z.number().int(),
  /** Up to three JSON pointers of where it happens: `/releases/3/initiationType`. */
  examples: z.array(z.string()),
});
export type OcdsValidationIssue = z.infer<typeof ocdsValidationIssueSchema>;

export const ocdsValidationReportSchema = z.object({
  standard: z.string(),
  schema: z.enum(['release-package', 'record-package']),
  valid: z.boolean(),
  errorCount: z.number().int(),
  warningCount: z.number().int(),
  errors: z.array(ocdsValidationIssueSchema),
  warnings: z.array(ocdsValidationIssueSchema),
});
export type OcdsValidationReport = z.infer<typeof ocdsValidationReportSchema>;

/** 422 of the import: the usual error with the validation report, so the admin sees what to fix. */
export const ocdsRefusalSchema = apiErrorSchema.extend({ validation: ocdsValidationReportSchema });

export const tenderImportResultSchema = z.object({
  releases: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  ocids: z.array(z.string()),
  /** The package passed the OCDS 1.1 schema; what it says here are its warnings. */
  validation: ocdsValidationReportSchema,
});
export type TenderImportResult = z.infer<typeof tenderImportResultSchema>;

const isoDate = z.string().nullable();

export const tenderSummarySchema = z.object({
  ocid: z.string(),
  title: z.string(),
  buyer: z.string(),
  state: z.string().nullable(),
  method: procurementMethodSchema.nullable(),
  category: tenderCategorySchema,
  status: tenderStatusSchema.nullable(),
  /** Minor units. */
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  deadline: isoDate,
  sample: z.boolean(),
});
export type TenderSummary = z.infer<typeof tenderSummarySchema>;

export const tenderItemSchema = z.object({
  id: z.string(),
  description: z.string(),
  classification: z.string().nullable(),
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
});
export const tenderDocumentSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.string().nullable(),
  url: z.string().nullable(),
});
export const tenderAwardSchema = z.object({
  id: z.string(),
  status: z.string().nullable(),
  date: isoDate,
  suppliers: z.array(z.string()),
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
});

/** A milestone or a payment of a contract's implementation stage. */
export const tenderTransactionSchema = z.object({
  id: z.string(),
  date: isoDate,
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  payer: z.string().nullable(),
  payee: z.string().nullable(),
});
export const tenderMilestoneSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.string().nullable(),
  dueDate: isoDate,
  dateMet: isoDate,
});
/** The contracting stage (a signed contract) with its implementation (payments, milestones, documents). */
export const tenderContractSchema = z.object({
  id: z.string(),
  awardId: z.string().nullable(),
  title: z.string().nullable(),
  status: z.string().nullable(),
  dateSigned: isoDate,
  period: z.object({ start: isoDate, end: isoDate }),
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  documents: z.array(tenderDocumentSchema),
  implementation: z.object({
    transactions: z.array(tenderTransactionSchema),
    milestones: z.array(tenderMilestoneSchema),
    documents: z.array(tenderDocumentSchema),
  }),
});
export type TenderContract = z.infer<typeof tenderContractSchema>;

export const tenderDetailSchema = tenderSummarySchema.extend({
  description: z.string().nullable(),
  methodDetails: z.string().nullable(),
  /** Junta de aclaraciones (end of the enquiry period), presentación y apertura (end of the tender period), fallo. */
  dates: z.object({
    published: isoDate,
    clarifications: isoDate,
    opening: isoDate,
    ruling: isoDate,
  }),
  items: z.array(tenderItemSchema),
  documents: z.array(tenderDocumentSchema),
  awards: z.array(tenderAwardSchema),
  contracts: z.array(tenderContractSchema),
  officialUrl: z.string().nullable(),
  releases: z.number().int(),
  following: z.boolean(),
});
export type TenderDetail = z.infer<typeof tenderDetailSchema>;

const amountParam = z.coerce.number().int().nonnegative().max(1e15);
export const tenderFiltersSchema = z
  .object({
    q: textSchema().trim().max(200).optional(),
    buyer: textSchema().trim().max(200).optional(),
    method: procurementMethodSchema.optional(),
    category: tenderCategorySchema.optional(),
    state: z.enum(MEXICAN_STATES).optional(),
    status: tenderStatusSchema.optional(),
    /**
     * Minor units of `currency` (MXN when not given): amounts in different currencies are never compared, so an
     * amount filter only finds tenders valued in that currency.
     */
    minAmount: amountParam.optional(),
    maxAmount: amountParam.optional(),
    currency: textSchema()
      .regex(/^[A-Z]{3}$/)
      .optional(),
    /** Calendar dates (YYYY-MM-DD): the deadline falls on or after / on or before. */
    deadlineFrom: calendarDateSchema.optional(),
    deadlineTo: calendarDateSchema.optional(),
  })
  .refine((f) => f.minAmount === undefined || f.maxAmount === undefined || f.minAmount <= f.maxAmount, {
    message: 'minPrice must not exceed maxPrice',
    path: ['minAmount'],
  });
export type TenderFilters = z.infer<typeof tenderFiltersSchema>;

/**
 * The query of GET /api/tenders as it arrives: texts (an empty one means "any"), read into tenderFiltersSchema by
 * the service so an empty field is dropped rather than refused.
 */
const queryText = () => textSchema().max(200).optional();
export const tenderSearchQuerySchema = z.object({
  q: queryText(),
  buyer: queryText(),
  method: queryText(),
  category: queryText(),
  state: queryText(),
  status: queryText(),
  minAmount: queryText(),
  maxAmount: queryText(),
  currency: queryText(),
  deadlineFrom: queryText(),
  deadlineTo: queryText(),
  page: queryText(),
});

export const TENDER_PAGE_SIZE = 20;
export const tenderPageSchema = z.object({
  tenders: z.array(tenderSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TenderPage = z.infer<typeof tenderPageSchema>;

export const savedTenderSearchInputSchema = z.object({
  name: textSchema().trim().min(1, 'required').max(80),
  filters: tenderFiltersSchema,
});
export type SavedTenderSearchInput = z.infer<typeof savedTenderSearchInputSchema>;

export const savedTenderSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  filters: z.record(z.string(), z.union([z.string(), z.number()])),
  createdAt: z.string(),
});
export type SavedTenderSearch = z.infer<typeof savedTenderSearchSchema>;
export const savedTenderSearchListSchema = z.object({ searches: z.array(savedTenderSearchSchema) });

export const followedTendersSchema = z.object({ tenders: z.array(tenderSummarySchema) });

/** Days before a followed tender's deadline when its follower is reminded. */
export const TENDER_REMINDER_DAYS = [3, 1] as const;
