import type { LocalizedText } from '../../i18n/localized';

export const favoriteMessages = {
  full: {
    es: 'Tu lista de favoritos está llena ({max}). Quita alguno para agregar otro.',
    en: 'Your favourites list is full ({max}). Remove one to add another.',
    zh: '您的收藏已满（{max}）。请先移除一些再添加。',
    ar: 'قائمة المفضلة ممتلئة ({max}). أزل عنصرًا لإضافة آخر.',
    ru: 'Список избранного заполнен ({max}). Удалите что-нибудь, чтобы добавить новое.',
    fr: 'Votre liste de favoris est pleine ({max}). Retirez-en un pour en ajouter un autre.',
    hi: 'आपकी पसंदीदा सूची भर गई है ({max})। नया जोड़ने के लिए कोई एक हटाएँ।',
    pt: 'Sua lista de favoritos está cheia ({max}). Remova um para adicionar outro.',
    sw: 'Orodha yako ya vipendwa imejaa ({max}). Ondoa kimoja ili kuongeza kingine.',
  },
  signInForFavorites: {
    es: 'Inicia sesión para guardar tus favoritos en tu cuenta.',
    en: 'Sign in to keep your favourites in your account.',
    zh: '登录后即可将收藏保存到您的账户。',
    ar: 'سجّل الدخول لحفظ المفضلة في حسابك.',
    ru: 'Войдите, чтобы сохранять избранное в своём аккаунте.',
    fr: 'Connectez-vous pour enregistrer vos favoris dans votre compte.',
    hi: 'अपने पसंदीदा अपने खाते में रखने के लिए साइन इन करें।',
    pt: 'Entre para guardar seus favoritos na sua conta.',
    sw: 'Ingia ili kuhifadhi vipendwa vyako kwenye akaunti yako.',
  },
} satisfies Record<string, LocalizedText>;
