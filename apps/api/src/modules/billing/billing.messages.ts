import type { LocalizedText } from '../../i18n/localized';

export const billingMessages = {
  notAuthenticated: {
    es: 'Usuario no autenticado',
    en: 'User not authenticated',
    zh: '用户未登录',
    ar: 'المستخدم غير مسجل الدخول',
    ru: 'Пользователь не авторизован',
    fr: 'Utilisateur non authentifié',
    hi: 'उपयोगकर्ता प्रमाणित नहीं है',
    pt: 'Usuário não autenticado',
    sw: 'Mtumiaji hajathibitishwa',
  },
} satisfies Record<string, LocalizedText>;
