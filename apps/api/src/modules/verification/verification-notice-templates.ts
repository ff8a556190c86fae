import type { LocalizedText } from '../../i18n/localized';

type Template = { title: LocalizedText; description: LocalizedText };

/** The notices of a verification's decision (bell, e-mail, WhatsApp where verified); `{reason}` is filled in. */
export const verificationNoticeTemplates = {
  identity_verified: {
    title: {
      es: 'Tu identidad está verificada',
      en: 'Your identity is verified',
      zh: '您的身份已验证',
      ar: 'تم توثيق هويتك',
      ru: 'Ваша личность подтверждена',
      fr: 'Votre identité est vérifiée',
      hi: 'आपकी पहचान सत्यापित हो गई',
      pt: 'Sua identidade está verificada',
      sw: 'Utambulisho wako umethibitishwa',
    },
    description: {
      es: 'Tu insignia de identidad verificada ya aparece en tu perfil, tus reseñas y tus publicaciones, y puedes rentar lo que pide personas verificadas.',
      en: 'Your verified-identity badge now shows on your profile, reviews and listings, and you can rent things that ask for verified people.',
      zh: '身份已验证徽章现已显示在您的个人资料、评价和发布中，您也可以租用要求已验证用户的物品。',
      ar: 'تظهر شارة الهوية الموثقة الآن في ملفك ومراجعاتك وإعلاناتك، ويمكنك استئجار ما يشترط أشخاصًا موثّقين.',
      ru: 'Значок подтверждённой личности виден в профиле, отзывах и объявлениях, и вы можете арендовать вещи, где требуется проверка.',
      fr: 'Votre badge d’identité vérifiée apparaît sur votre profil, vos avis et vos annonces, et vous pouvez louer ce qui exige une identité vérifiée.',
      hi: 'सत्यापित पहचान बैज अब आपकी प्रोफ़ाइल, समीक्षाओं और लिस्टिंग पर दिखता है, और आप सत्यापित लोगों वाली चीज़ें किराए पर ले सकते हैं।',
      pt: 'Seu selo de identidade verificada já aparece no seu perfil, avaliações e anúncios, e você pode alugar o que pede pessoas verificadas.',
      sw: 'Beji yako ya utambulisho uliothibitishwa sasa inaonekana kwenye wasifu, maoni na matangazo yako, na unaweza kukodi vitu vinavyohitaji watu waliothibitishwa.',
    },
  },
  identity_rejected: {
    title: {
      es: 'No pudimos verificar tu identidad',
      en: 'We could not verify your identity',
      zh: '我们无法验证您的身份',
      ar: 'تعذّر علينا توثيق هويتك',
      ru: 'Не удалось подтвердить вашу личность',
      fr: 'Nous n’avons pas pu vérifier votre identité',
      hi: 'हम आपकी पहचान सत्यापित नहीं कर सके',
      pt: 'Não conseguimos verificar sua identidade',
      sw: 'Hatukuweza kuthibitisha utambulisho wako',
    },
    description: {
      es: 'Motivo: {reason}. Puedes intentarlo de nuevo en /verification con fotos nítidas del documento completo, sin reflejos, y una selfie con buena luz.',
      en: 'Reason: {reason}. You can try again at /verification with sharp photos of the whole document, without glare, and a well-lit selfie.',
      zh: '原因：{reason}。您可以在 /verification 重新尝试：拍摄完整、清晰、无反光的证件照片，以及光线充足的自拍。',
      ar: 'السبب: {reason}. يمكنك المحاولة مجددًا في ‎/verification بصور واضحة للوثيقة كاملة دون انعكاسات وصورة ذاتية بإضاءة جيدة.',
      ru: 'Причина: {reason}. Попробуйте снова на /verification: чёткие фото всего документа без бликов и селфи при хорошем свете.',
      fr: 'Motif : {reason}. Vous pouvez réessayer sur /verification avec des photos nettes du document entier, sans reflets, et un selfie bien éclairé.',
      hi: 'कारण: {reason}। आप /verification पर फिर कोशिश कर सकते हैं: पूरे दस्तावेज़ की साफ़, बिना चमक वाली फ़ोटो और अच्छी रोशनी में सेल्फ़ी के साथ।',
      pt: 'Motivo: {reason}. Você pode tentar de novo em /verification com fotos nítidas do documento inteiro, sem reflexos, e uma selfie bem iluminada.',
      sw: 'Sababu: {reason}. Unaweza kujaribu tena kwenye /verification kwa picha safi za hati nzima, bila mng’ao, na selfie yenye mwanga mzuri.',
    },
  },
} satisfies Record<string, Template>;
