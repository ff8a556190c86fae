import type { LocalizedText } from '../../../i18n/localized';

export const bookingMessages = {
  notFound: {
    es: 'No encontramos esa reserva.',
    en: 'We could not find that booking.',
    zh: '找不到该预订。',
    ar: 'لم نعثر على هذا الحجز.',
    ru: 'Это бронирование не найдено.',
    fr: 'Nous n’avons pas trouvé cette réservation.',
    hi: 'वह बुकिंग नहीं मिली।',
    pt: 'Não encontramos essa reserva.',
    sw: 'Hatukupata nafasi hiyo iliyowekwa.',
  },
  notAwaitingAnswer: {
    es: 'Esta reserva ya no espera tu respuesta.',
    en: 'This booking is no longer waiting for your answer.',
    zh: '该预订已不再等待您的答复。',
    ar: 'هذا الحجز لم يعد بانتظار ردك.',
    ru: 'Это бронирование больше не ждёт вашего ответа.',
    fr: 'Cette réservation n’attend plus votre réponse.',
    hi: 'यह बुकिंग अब आपके जवाब की प्रतीक्षा नहीं कर रही है।',
    pt: 'Esta reserva não está mais aguardando sua resposta.',
    sw: 'Nafasi hii haisubiri tena jibu lako.',
  },
  notAllowedNow: {
    es: 'Esta acción ya no es posible en el estado actual de la renta.',
    en: 'This action is not possible at this stage of the rental.',
    zh: '在租赁的当前阶段无法执行此操作。',
    ar: 'لا يمكن تنفيذ هذا الإجراء في هذه المرحلة من الإيجار.',
    ru: 'Это действие невозможно на текущем этапе аренды.',
    fr: 'Cette action n’est pas possible à cette étape de la location.',
    hi: 'किराये के इस चरण में यह कार्रवाई संभव नहीं है।',
    pt: 'Esta ação não é possível nesta etapa do aluguel.',
    sw: 'Kitendo hiki hakiwezekani katika hatua hii ya ukodishaji.',
  },
} satisfies Record<string, LocalizedText>;
