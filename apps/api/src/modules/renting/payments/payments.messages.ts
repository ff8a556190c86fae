import type { LocalizedText } from '../../../i18n/localized';

export const paymentMessages = {
  badSignature: {
    es: 'La firma del aviso de pago no es válida.',
    en: 'The payment notification signature is not valid.',
    zh: '支付通知的签名无效。',
    ar: 'توقيع إشعار الدفع غير صالح.',
    ru: 'Подпись уведомления о платеже недействительна.',
    fr: 'La signature de la notification de paiement n’est pas valide.',
    hi: 'भुगतान सूचना का हस्ताक्षर मान्य नहीं है।',
    pt: 'A assinatura do aviso de pagamento não é válida.',
    sw: 'Sahihi ya taarifa ya malipo si halali.',
  },
  paymentNotFound: {
    es: 'No encontramos ese pago.',
    en: 'We could not find that payment.',
    zh: '找不到该付款。',
    ar: 'لم نعثر على هذه الدفعة.',
    ru: 'Этот платёж не найден.',
    fr: 'Nous n’avons pas trouvé ce paiement.',
    hi: 'वह भुगतान नहीं मिला।',
    pt: 'Não encontramos esse pagamento.',
    sw: 'Hatukupata malipo hayo.',
  },
  signInToBook: {
    es: 'Debes iniciar sesión para realizar una reserva',
    en: 'You must sign in to make a booking',
    zh: '您必须登录才能预订',
    ar: 'يجب عليك تسجيل الدخول لإجراء حجز',
    ru: 'Войдите, чтобы забронировать',
    fr: 'Vous devez vous connecter pour réserver',
    hi: 'बुकिंग करने के लिए आपको साइन इन करना होगा',
    pt: 'Você precisa entrar para fazer uma reserva',
    sw: 'Lazima uingie ili kuweka nafasi',
  },
} satisfies Record<string, LocalizedText>;
