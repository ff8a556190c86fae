import type { LocalizedText } from '../../i18n/localized';

export const auditMessages = {
  unknownEntityType: {
    es: 'El historial no existe para «{type}». Tipos válidos: {types}.',
    en: 'There is no history for “{type}”. Valid types: {types}.',
    zh: '“{type}”没有历史记录。有效类型：{types}。',
    ar: 'لا يوجد سجل لـ «{type}». الأنواع الصالحة: {types}.',
    ru: 'Для «{type}» нет истории. Допустимые типы: {types}.',
    fr: 'Il n’y a pas d’historique pour « {type} ». Types valides : {types}.',
    hi: '“{type}” का कोई इतिहास नहीं है। मान्य प्रकार: {types}।',
    pt: 'Não há histórico para “{type}”. Tipos válidos: {types}.',
    sw: 'Hakuna historia ya “{type}”. Aina halali: {types}.',
  },
  verified: {
    es: 'Integridad verificada: eventos revisados: {count}; ninguno fue alterado.',
    en: 'Integrity verified: events checked: {count}; none was altered.',
    zh: '完整性已验证：已检查事件：{count}；均未被修改。',
    ar: 'تم التحقق من السلامة: الأحداث المفحوصة: {count}؛ لم يُعدَّل أي منها.',
    ru: 'Целостность подтверждена: проверено событий: {count}; ни одно не изменено.',
    fr: 'Intégrité vérifiée : événements vérifiés : {count} ; aucun n’a été modifié.',
    hi: 'अखंडता सत्यापित: जाँची गई घटनाएँ: {count}; कोई नहीं बदली गई।',
    pt: 'Integridade verificada: eventos verificados: {count}; nenhum foi alterado.',
    sw: 'Uadilifu umethibitishwa: matukio yaliyokaguliwa: {count}; hakuna lililobadilishwa.',
  },
  broken: {
    es: 'La cadena se rompe en el evento {seq}: fue alterado después de registrarse.',
    en: 'The chain breaks at event {seq}: it was altered after it was recorded.',
    zh: '链条在第 {seq} 个事件处断裂：它在记录后被修改过。',
    ar: 'تنقطع السلسلة عند الحدث {seq}: تم تعديله بعد تسجيله.',
    ru: 'Цепочка нарушена на событии {seq}: оно было изменено после записи.',
    fr: 'La chaîne se rompt à l’événement {seq} : il a été modifié après son enregistrement.',
    hi: 'श्रृंखला घटना {seq} पर टूटती है: दर्ज होने के बाद इसे बदला गया।',
    pt: 'A cadeia se rompe no evento {seq}: ele foi alterado depois de registrado.',
    sw: 'Mnyororo umevunjika kwenye tukio {seq}: lilibadilishwa baada ya kurekodiwa.',
  },
} satisfies Record<string, LocalizedText>;
