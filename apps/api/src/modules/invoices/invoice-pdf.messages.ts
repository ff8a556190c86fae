import type { Locale } from '@vira/domain/locales';

/**
 * The PDFs are drawn with DejaVu Sans (bundled through the `dejavu-fonts-ttf` package), which covers the Latin and
 * Cyrillic scripts but not Chinese or Devanagari, and PDFKit does not lay out right-to-left text: documents for
 * zh, ar and hi are drawn in English (decision 012).
 */
export const PDF_LOCALES = ['es', 'en', 'ru', 'fr', 'pt', 'sw'] as const;
export type PdfLocale = (typeof PDF_LOCALES)[number];

export function pdfLocale(locale: Locale): PdfLocale {
  return (PDF_LOCALES as readonly string[]).includes(locale) ? (locale as PdfLocale) : 'en';
}

/** The words on receipts and tax invoices, per language; the CFDI's own field names follow in Spanish. */
export interface PdfLabels {
  receiptTitle: string;
  taxInvoiceTitle: string;
  creditNoteTitle: string;
  relatedInvoice: string;
  order: string;
  paidOn: string;
  paidWith: string;
  issuer: string;
  customer: string;
  item: string;
  rental: string;
  insurance: string;
  delivery: string;
  pricesIncludeIva: string;
  base: string;
  iva: string;
  charged: string;
  deposit: string;
  depositNote: string;
  total: string;
  sandboxNotice: string;
  folio: string;
  receiver: string;
  taxRegime: string;
  cfdiUse: string;
  paymentForm: string;
  paymentMethod: string;
  productKey: string;
  postalCode: string;
  currency: string;
  methods: Record<'credit_card' | 'oxxo' | 'mercadopago' | 'crypto', string>;
}

export const pdfLabels: Record<PdfLocale, PdfLabels> = {
  es: {
    receiptTitle: 'Recibo de pago',
    taxInvoiceTitle: 'Factura (CFDI 4.0)',
    creditNoteTitle: 'Nota de crédito (CFDI 4.0)',
    relatedInvoice: 'Factura relacionada',
    order: 'Pedido',
    paidOn: 'Pagado el',
    paidWith: 'Forma de pago',
    issuer: 'Emisor',
    customer: 'Cliente',
    item: 'Artículo',
    rental: 'Renta',
    insurance: 'Seguro',
    delivery: 'Entrega a domicilio',
    pricesIncludeIva: 'Los precios incluyen IVA (16 %).',
    base: 'Importe sin IVA',
    iva: 'IVA 16 %',
    charged: 'Total de la renta',
    deposit: 'Depósito reembolsable',
    depositNote: 'El depósito se devuelve al terminar la renta; no es un ingreso y no se factura.',
    total: 'Total cobrado',
    sandboxNotice: 'Sin validez fiscal — entorno de pruebas',
    folio: 'Folio fiscal (UUID)',
    receiver: 'Receptor',
    taxRegime: 'Régimen fiscal',
    cfdiUse: 'Uso del CFDI',
    paymentForm: 'Forma de pago',
    paymentMethod: 'Método de pago',
    productKey: 'Clave SAT',
    postalCode: 'Código postal',
    currency: 'Moneda',
    methods: { credit_card: 'Tarjeta', oxxo: 'OXXO (efectivo)', mercadopago: 'Mercado Pago', crypto: 'Criptomonedas' },
  },
  en: {
    receiptTitle: 'Payment receipt',
    taxInvoiceTitle: 'Tax invoice (CFDI 4.0)',
    creditNoteTitle: 'Credit note (CFDI 4.0)',
    relatedInvoice: 'Related invoice',
    order: 'Order',
    paidOn: 'Paid on',
    paidWith: 'Paid with',
    issuer: 'Issuer',
    customer: 'Customer',
    item: 'Item',
    rental: 'Rental',
    insurance: 'Insurance',
    delivery: 'Home delivery',
    pricesIncludeIva: 'Prices include VAT (IVA 16 %).',
    base: 'Amount before VAT',
    iva: 'VAT (IVA) 16 %',
    charged: 'Rental total',
    deposit: 'Refundable deposit',
    depositNote: 'The deposit is returned when the rental ends; it is not income and is never invoiced.',
    total: 'Total charged',
    sandboxNotice: 'No fiscal validity — test environment',
    folio: 'Fiscal folio (UUID)',
    receiver: 'Receiver',
    taxRegime: 'Tax regime',
    cfdiUse: 'CFDI use',
    paymentForm: 'Payment form',
    paymentMethod: 'Payment method',
    productKey: 'SAT product key',
    postalCode: 'Postal code',
    currency: 'Currency',
    methods: { credit_card: 'Card', oxxo: 'OXXO (cash)', mercadopago: 'Mercado Pago', crypto: 'Cryptocurrency' },
  },
  ru: {
    receiptTitle: 'Квитанция об оплате',
    taxInvoiceTitle: 'Налоговый счёт (CFDI 4.0)',
    creditNoteTitle: 'Кредит-нота (CFDI 4.0)',
    relatedInvoice: 'Связанный счёт',
    order: 'Заказ',
    paidOn: 'Оплачено',
    paidWith: 'Способ оплаты',
    issuer: 'Продавец',
    customer: 'Клиент',
    item: 'Товар',
    rental: 'Аренда',
    insurance: 'Страховка',
    delivery: 'Доставка на дом',
    pricesIncludeIva: 'Цены включают НДС (IVA 16 %).',
    base: 'Сумма без НДС',
    iva: 'НДС (IVA) 16 %',
    charged: 'Итого за аренду',
    deposit: 'Возвратный залог',
    depositNote: 'Залог возвращается после окончания аренды; это не доход, и он не включается в счёт.',
    total: 'Всего списано',
    sandboxNotice: 'Не имеет налоговой силы — тестовая среда',
    folio: 'Налоговый номер (UUID)',
    receiver: 'Получатель',
    taxRegime: 'Налоговый режим',
    cfdiUse: 'Назначение CFDI',
    paymentForm: 'Форма оплаты',
    paymentMethod: 'Метод оплаты',
    productKey: 'Код SAT',
    postalCode: 'Почтовый индекс',
    currency: 'Валюта',
    methods: { credit_card: 'Карта', oxxo: 'OXXO (наличные)', mercadopago: 'Mercado Pago', crypto: 'Криптовалюта' },
  },
  fr: {
    receiptTitle: 'Reçu de paiement',
    taxInvoiceTitle: 'Facture fiscale (CFDI 4.0)',
    creditNoteTitle: 'Avoir (CFDI 4.0)',
    relatedInvoice: 'Facture liée',
    order: 'Commande',
    paidOn: 'Payé le',
    paidWith: 'Moyen de paiement',
    issuer: 'Émetteur',
    customer: 'Client',
    item: 'Article',
    rental: 'Location',
    insurance: 'Assurance',
    delivery: 'Livraison à domicile',
    pricesIncludeIva: 'Les prix incluent la TVA (IVA 16 %).',
    base: 'Montant hors TVA',
    iva: 'TVA (IVA) 16 %',
    charged: 'Total de la location',
    deposit: 'Caution remboursable',
    depositNote:
      "La caution est rendue à la fin de la location ; ce n'est pas un revenu et elle n'est jamais facturée.",
    total: 'Total débité',
    sandboxNotice: 'Sans valeur fiscale — environnement de test',
    folio: 'Folio fiscal (UUID)',
    receiver: 'Destinataire',
    taxRegime: 'Régime fiscal',
    cfdiUse: 'Usage du CFDI',
    paymentForm: 'Forme de paiement',
    paymentMethod: 'Méthode de paiement',
    productKey: 'Code SAT',
    postalCode: 'Code postal',
    currency: 'Devise',
    methods: { credit_card: 'Carte', oxxo: 'OXXO (espèces)', mercadopago: 'Mercado Pago', crypto: 'Cryptomonnaie' },
  },
  pt: {
    receiptTitle: 'Recibo de pagamento',
    taxInvoiceTitle: 'Nota fiscal (CFDI 4.0)',
    creditNoteTitle: 'Nota de crédito (CFDI 4.0)',
    relatedInvoice: 'Nota fiscal relacionada',
    order: 'Pedido',
    paidOn: 'Pago em',
    paidWith: 'Forma de pagamento',
    issuer: 'Emitente',
    customer: 'Cliente',
    item: 'Artigo',
    rental: 'Aluguel',
    insurance: 'Seguro',
    delivery: 'Entrega em domicílio',
    pricesIncludeIva: 'Os preços incluem IVA (16 %).',
    base: 'Valor sem IVA',
    iva: 'IVA 16 %',
    charged: 'Total do aluguel',
    deposit: 'Depósito reembolsável',
    depositNote: 'O depósito é devolvido ao fim do aluguel; não é receita e nunca é faturado.',
    total: 'Total cobrado',
    sandboxNotice: 'Sem validade fiscal — ambiente de testes',
    folio: 'Folio fiscal (UUID)',
    receiver: 'Destinatário',
    taxRegime: 'Regime fiscal',
    cfdiUse: 'Uso do CFDI',
    paymentForm: 'Forma de pagamento',
    paymentMethod: 'Método de pagamento',
    productKey: 'Código SAT',
    postalCode: 'CEP',
    currency: 'Moeda',
    methods: { credit_card: 'Cartão', oxxo: 'OXXO (dinheiro)', mercadopago: 'Mercado Pago', crypto: 'Criptomoedas' },
  },
  sw: {
    receiptTitle: 'Risiti ya malipo',
    taxInvoiceTitle: 'Ankara ya kodi (CFDI 4.0)',
    creditNoteTitle: 'Hati ya marejesho (CFDI 4.0)',
    relatedInvoice: 'Ankara inayohusiana',
    order: 'Agizo',
    paidOn: 'Imelipwa tarehe',
    paidWith: 'Njia ya malipo',
    issuer: 'Mtoaji',
    customer: 'Mteja',
    item: 'Bidhaa',
    rental: 'Kukodisha',
    insurance: 'Bima',
    delivery: 'Kuletewa nyumbani',
    pricesIncludeIva: 'Bei zinajumuisha VAT (IVA 16 %).',
    base: 'Kiasi bila VAT',
    iva: 'VAT (IVA) 16 %',
    charged: 'Jumla ya kukodisha',
    deposit: 'Amana inayorejeshwa',
    depositNote: 'Amana hurejeshwa ukodishaji ukiisha; si mapato na haitolewi ankara.',
    total: 'Jumla iliyotozwa',
    sandboxNotice: 'Haina uhalali wa kodi — mazingira ya majaribio',
    folio: 'Namba ya kodi (UUID)',
    receiver: 'Mpokeaji',
    taxRegime: 'Mfumo wa kodi',
    cfdiUse: 'Matumizi ya CFDI',
    paymentForm: 'Aina ya malipo',
    paymentMethod: 'Njia ya malipo',
    productKey: 'Msimbo wa SAT',
    postalCode: 'Msimbo wa posta',
    currency: 'Sarafu',
    methods: {
      credit_card: 'Kadi',
      oxxo: 'OXXO (taslimu)',
      mercadopago: 'Mercado Pago',
      crypto: 'Sarafu za kidijitali',
    },
  },
};
