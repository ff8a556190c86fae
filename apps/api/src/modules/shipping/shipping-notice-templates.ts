import type { DeliveryStatus } from '@vira/domain/shipping';
import type { LocalizedText } from '../../i18n/localized';

/** How each delivery status reads in a notice title, as parcel trackers word it. */
const STATUS_TITLES: Record<DeliveryStatus, LocalizedText> = {
  pending: {
    es: 'Envío registrado',
    en: 'Shipment registered',
    zh: '货件已登记',
    ar: 'تم تسجيل الشحنة',
    ru: 'Отправка зарегистрирована',
    fr: 'Envoi enregistré',
    hi: 'शिपमेंट दर्ज हुआ',
    pt: 'Envio registrado',
    sw: 'Usafirishaji umesajiliwa',
  },
  info_received: {
    es: 'La paquetería recibió los datos',
    en: 'Carrier received the information',
    zh: '承运商已收到信息',
    ar: 'استلمت شركة الشحن البيانات',
    ru: 'Перевозчик получил данные',
    fr: 'Le transporteur a reçu les informations',
    hi: 'कैरियर को जानकारी मिली',
    pt: 'A transportadora recebeu os dados',
    sw: 'Msafirishaji amepokea taarifa',
  },
  in_transit: {
    es: 'En tránsito',
    en: 'In transit',
    zh: '运输中',
    ar: 'في الطريق',
    ru: 'В пути',
    fr: 'En transit',
    hi: 'रास्ते में',
    pt: 'Em trânsito',
    sw: 'Njiani',
  },
  out_for_delivery: {
    es: 'En reparto',
    en: 'Out for delivery',
    zh: '派送中',
    ar: 'خرج للتسليم',
    ru: 'Передано курьеру',
    fr: 'En cours de livraison',
    hi: 'डिलीवरी के लिए निकला',
    pt: 'Saiu para entrega',
    sw: 'Inapelekwa kwako',
  },
  attempt_failed: {
    es: 'Intento de entrega fallido',
    en: 'Delivery attempt failed',
    zh: '派送未成功',
    ar: 'فشلت محاولة التسليم',
    ru: 'Неудачная попытка доставки',
    fr: 'Tentative de livraison échouée',
    hi: 'डिलीवरी का प्रयास विफल',
    pt: 'Tentativa de entrega falhou',
    sw: 'Jaribio la kufikisha limeshindikana',
  },
  available_for_pickup: {
    es: 'Listo para recoger',
    en: 'Available for pickup',
    zh: '可以取件',
    ar: 'جاهز للاستلام',
    ru: 'Готово к выдаче',
    fr: 'Disponible au retrait',
    hi: 'लेने के लिए उपलब्ध',
    pt: 'Disponível para retirada',
    sw: 'Iko tayari kuchukuliwa',
  },
  delivered: {
    es: 'Entregado',
    en: 'Delivered',
    zh: '已送达',
    ar: 'تم التسليم',
    ru: 'Доставлено',
    fr: 'Livré',
    hi: 'पहुँच गया',
    pt: 'Entregue',
    sw: 'Imefikishwa',
  },
  exception: {
    es: 'Incidencia en el envío',
    en: 'Shipment exception',
    zh: '货件异常',
    ar: 'مشكلة في الشحنة',
    ru: 'Проблема с отправкой',
    fr: 'Incident de livraison',
    hi: 'शिपमेंट में समस्या',
    pt: 'Problema no envio',
    sw: 'Tatizo la usafirishaji',
  },
  expired: {
    es: 'Seguimiento vencido',
    en: 'Tracking expired',
    zh: '追踪已过期',
    ar: 'انتهت صلاحية التتبع',
    ru: 'Отслеживание истекло',
    fr: 'Suivi expiré',
    hi: 'ट्रैकिंग समाप्त',
    pt: 'Rastreio expirado',
    sw: 'Ufuatiliaji umeisha',
  },
};

/** The renter's parcel changed status; `{code}`, `{carrier}`, `{listing}`. */
const description: LocalizedText = {
  es: 'Tu envío de «{listing}» con {carrier} ({code}).',
  en: 'Your shipment of “{listing}” with {carrier} ({code}).',
  zh: '您通过 {carrier} 寄送的“{listing}”（{code}）。',
  ar: 'شحنتك «{listing}» مع {carrier} ({code}).',
  ru: 'Ваша отправка «{listing}» через {carrier} ({code}).',
  fr: 'Votre envoi « {listing} » avec {carrier} ({code}).',
  hi: '{carrier} से आपका “{listing}” शिपमेंट ({code})।',
  pt: 'Seu envio de “{listing}” com {carrier} ({code}).',
  sw: 'Usafirishaji wako wa “{listing}” kupitia {carrier} ({code}).',
};

const withCode = (title: LocalizedText): LocalizedText =>
  Object.fromEntries(Object.entries(title).map(([lng, text]) => [lng, `${text}: {code}`])) as LocalizedText;

export const shippingNoticeTemplates = Object.fromEntries(
  Object.entries(STATUS_TITLES).map(([status, title]) => [
    `shipping_${status}`,
    { title: withCode(title), description },
  ]),
) as Record<`shipping_${DeliveryStatus}`, { title: LocalizedText; description: LocalizedText }>;
