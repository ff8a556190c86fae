import type { LocalizedText } from '../../i18n/localized';

export const reviewMessages = {
  // Spec section 5 and 8: 'Comentario muy corto' / 'Por favor escribe al menos 10 caracteres'.
  commentTooShort: {
    es: 'Por favor escribe al menos 10 caracteres',
    en: 'Please write at least 10 characters',
    zh: '请至少写 10 个字符',
    ar: 'يرجى كتابة 10 أحرف على الأقل',
    ru: 'Пожалуйста, напишите не менее 10 символов',
    fr: 'Veuillez écrire au moins 10 caractères',
    hi: 'कृपया कम से कम 10 अक्षर लिखें',
    pt: 'Por favor, escreva pelo menos 10 caracteres',
    sw: 'Tafadhali andika angalau herufi 10',
  },
  signInToReview: {
    es: 'Debes iniciar sesión para dejar una reseña',
    en: 'You need to sign in to leave a review',
    zh: '您需要登录才能发表评价',
    ar: 'يجب تسجيل الدخول لترك تقييم',
    ru: 'Чтобы оставить отзыв, нужно войти',
    fr: 'Vous devez vous connecter pour laisser un avis',
    hi: 'समीक्षा देने के लिए आपको साइन इन करना होगा',
    pt: 'Você precisa entrar para deixar uma avaliação',
    sw: 'Unahitaji kuingia ili kuacha maoni',
  },
  ownListing: {
    es: 'No puedes reseñar tu propio artículo.',
    en: 'You cannot review your own listing.',
    zh: '您不能评价自己的物品。',
    ar: 'لا يمكنك تقييم عنصرك الخاص.',
    ru: 'Нельзя оставить отзыв на собственное объявление.',
    fr: 'Vous ne pouvez pas évaluer votre propre annonce.',
    hi: 'आप अपनी ही वस्तु की समीक्षा नहीं कर सकते।',
    pt: 'Você não pode avaliar o seu próprio anúncio.',
    sw: 'Huwezi kutoa maoni kuhusu tangazo lako mwenyewe.',
  },
} satisfies Record<string, LocalizedText>;
