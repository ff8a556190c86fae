import type { LocalizedText } from '../../i18n/localized';

export const invoiceMessages = {
  billingNeeded: {
    es: 'Por favor agrega tus datos fiscales para generar la factura',
    en: 'Please add your billing details to generate the invoice',
    zh: '请添加您的开票信息以生成发票',
    ar: 'يرجى إضافة بياناتك الضريبية لإصدار الفاتورة',
    ru: 'Добавьте налоговые данные, чтобы получить счёт',
    fr: 'Veuillez ajouter vos données de facturation pour générer la facture',
    hi: 'चालान बनाने के लिए कृपया अपनी बिलिंग जानकारी जोड़ें',
    pt: 'Adicione seus dados fiscais para gerar a nota fiscal',
    sw: 'Tafadhali ongeza taarifa zako za kodi ili kutoa ankara',
  },
  notReady: {
    es: 'La factura aún se está generando; inténtalo de nuevo en unos minutos',
    en: 'The invoice is still being issued; try again in a few minutes',
    zh: '发票仍在开具中，请几分钟后再试',
    ar: 'لا تزال الفاتورة قيد الإصدار؛ حاول مرة أخرى بعد بضع دقائق',
    ru: 'Счёт ещё оформляется; попробуйте через несколько минут',
    fr: 'La facture est en cours d’émission ; réessayez dans quelques minutes',
    hi: 'चालान अभी जारी किया जा रहा है; कुछ मिनट बाद फिर से प्रयास करें',
    pt: 'A nota fiscal ainda está sendo emitida; tente novamente em alguns minutos',
    sw: 'Ankara bado inatolewa; jaribu tena baada ya dakika chache',
  },
} satisfies Record<string, LocalizedText>;
