import type { LocalizedText } from '../../i18n/localized';

export const listingMessages = {
  notFound: {
    es: 'El artículo {id} no existe o ya no está publicado.',
    en: 'Listing {id} does not exist or is no longer published.',
    zh: '物品 {id} 不存在或已下架。',
    ar: 'العنصر {id} غير موجود أو لم يعد منشورًا.',
    ru: 'Объявление {id} не существует или снято с публикации.',
    fr: 'L’annonce {id} n’existe pas ou n’est plus publiée.',
    hi: 'वस्तु {id} मौजूद नहीं है या अब प्रकाशित नहीं है।',
    pt: 'O anúncio {id} não existe ou não está mais publicado.',
    sw: 'Tangazo {id} halipo au halijachapishwa tena.',
  },
} satisfies Record<string, LocalizedText>;
