import type { LocalizedText } from '../../i18n/localized';

export const microcreditMessages = {
  alreadyOpen: {
    es: 'Ya tienes una solicitud en trámite. Espera la respuesta o retírala antes de enviar otra.',
    en: 'You already have an application in progress. Wait for the answer or withdraw it before sending another.',
    zh: '你已有一份正在处理的申请。请等待答复或撤回后再提交新的申请。',
    ar: 'لديك طلب قيد المعالجة بالفعل. انتظر الرد أو اسحبه قبل إرسال طلب آخر.',
    ru: 'У вас уже есть заявка в работе. Дождитесь ответа или отзовите её, прежде чем подавать новую.',
    fr: 'Vous avez déjà une demande en cours. Attendez la réponse ou retirez-la avant d’en envoyer une autre.',
    hi: 'आपका एक आवेदन पहले से प्रक्रिया में है। नया भेजने से पहले उत्तर की प्रतीक्षा करें या उसे वापस लें।',
    pt: 'Você já tem uma solicitação em andamento. Aguarde a resposta ou retire-a antes de enviar outra.',
    sw: 'Tayari una ombi linaloshughulikiwa. Subiri jibu au ulifute kabla ya kutuma jingine.',
  },
  partnerUnavailable: {
    es: 'La institución financiera no respondió. Tu solicitud no se envió; inténtalo más tarde.',
    en: 'The financial institution did not answer. Your application was not sent; please try later.',
    zh: '金融机构没有回应。你的申请未发送，请稍后再试。',
    ar: 'لم تستجب المؤسسة المالية. لم يُرسل طلبك؛ حاول لاحقًا.',
    ru: 'Финансовая организация не ответила. Заявка не отправлена; попробуйте позже.',
    fr: 'L’établissement financier n’a pas répondu. Votre demande n’a pas été envoyée ; réessayez plus tard.',
    hi: 'वित्तीय संस्था ने उत्तर नहीं दिया। आपका आवेदन नहीं भेजा गया; बाद में कोशिश करें।',
    pt: 'A instituição financeira não respondeu. Sua solicitação não foi enviada; tente mais tarde.',
    sw: 'Taasisi ya fedha haikujibu. Ombi lako halikutumwa; jaribu baadaye.',
  },
  consentRequired: {
    es: 'Para enviar la solicitud debes aceptar que compartamos estos datos con la institución financiera.',
    en: 'To send the application you must agree that we share this information with the financial institution.',
    zh: '提交申请前，你必须同意我们与金融机构共享这些信息。',
    ar: 'لإرسال الطلب يجب أن توافق على مشاركة هذه البيانات مع المؤسسة المالية.',
    ru: 'Чтобы отправить заявку, согласитесь на передачу этих данных финансовой организации.',
    fr: 'Pour envoyer la demande, vous devez accepter que nous partagions ces informations avec l’établissement financier.',
    hi: 'आवेदन भेजने के लिए आपको सहमति देनी होगी कि हम यह जानकारी वित्तीय संस्था के साथ साझा करें।',
    pt: 'Para enviar a solicitação, você deve concordar que compartilhemos estes dados com a instituição financeira.',
    sw: 'Ili kutuma ombi lazima ukubali tushiriki taarifa hizi na taasisi ya fedha.',
  },
} satisfies Record<string, LocalizedText>;
