import type { LocalizedText } from '../../i18n/localized';

export const profileMessages = {
  notFound: {
    es: 'Este perfil no existe.',
    en: 'This profile does not exist.',
    zh: '该个人资料不存在。',
    ar: 'هذا الملف الشخصي غير موجود.',
    ru: 'Такого профиля не существует.',
    fr: 'Ce profil n’existe pas.',
    hi: 'यह प्रोफ़ाइल मौजूद नहीं है।',
    pt: 'Este perfil não existe.',
    sw: 'Wasifu huu haupo.',
  },
  avatarInvalid: {
    es: 'La foto debe ser una imagen JPG, PNG o WebP de hasta 5 MB.',
    en: 'The photo must be a JPG, PNG or WebP image of up to 5 MB.',
    zh: '照片必须是不超过 5 MB 的 JPG、PNG 或 WebP 图片。',
    ar: 'يجب أن تكون الصورة بصيغة JPG أو PNG أو WebP وبحجم لا يتجاوز 5 ميغابايت.',
    ru: 'Фото должно быть изображением JPG, PNG или WebP размером до 5 МБ.',
    fr: 'La photo doit être une image JPG, PNG ou WebP de 5 Mo maximum.',
    hi: 'फ़ोटो 5 MB तक की JPG, PNG या WebP छवि होनी चाहिए।',
    pt: 'A foto deve ser uma imagem JPG, PNG ou WebP de até 5 MB.',
    sw: 'Picha lazima iwe JPG, PNG au WebP isiyozidi MB 5.',
  },
} satisfies Record<string, LocalizedText>;
