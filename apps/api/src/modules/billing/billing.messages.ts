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

/** Why the SAT would refuse a CFDI to this receiver: said before saving the billing data and before issuing. */
export const receiverMessages = {
  rfc_format: {
    es: 'El RFC no es válido: debe tener 12 caracteres (persona moral) o 13 (persona física), con una fecha real, como en tu Constancia de Situación Fiscal',
    en: 'The RFC is not valid: it must have 12 characters (company) or 13 (individual), with a real date, as on your Constancia de Situación Fiscal',
    zh: 'RFC 无效：应为 12 个字符（法人）或 13 个字符（自然人），且包含真实日期，与您的税务状况证明（Constancia de Situación Fiscal）一致',
    ar: 'رمز RFC غير صالح: يجب أن يتكون من 12 حرفًا (شخص اعتباري) أو 13 حرفًا (شخص طبيعي) مع تاريخ حقيقي، كما في شهادة وضعك الضريبي',
    ru: 'RFC недействителен: 12 символов (юридическое лицо) или 13 (физическое лицо) с существующей датой, как в вашей Constancia de Situación Fiscal',
    fr: 'Le RFC n’est pas valide : 12 caractères (personne morale) ou 13 (personne physique), avec une date réelle, comme sur votre Constancia de Situación Fiscal',
    hi: 'RFC मान्य नहीं है: इसमें 12 अक्षर (कंपनी) या 13 अक्षर (व्यक्ति) और एक वास्तविक तारीख होनी चाहिए, जैसा आपके Constancia de Situación Fiscal में है',
    pt: 'O RFC não é válido: deve ter 12 caracteres (pessoa jurídica) ou 13 (pessoa física), com uma data real, como na sua Constancia de Situación Fiscal',
    sw: 'RFC si sahihi: lazima iwe na herufi 12 (kampuni) au 13 (mtu binafsi), pamoja na tarehe halisi, kama kwenye Constancia de Situación Fiscal yako',
  },
  generic_rfc_regime: {
    es: 'Con el RFC genérico (público en general o extranjero) el régimen fiscal debe ser 616 Sin obligaciones fiscales',
    en: 'With the generic RFC (general public or foreign resident) the tax regime must be 616 Sin obligaciones fiscales',
    zh: '使用通用 RFC（普通公众或外国居民）时，税制必须为 616 Sin obligaciones fiscales',
    ar: 'مع رمز RFC العام (عامة الجمهور أو مقيم أجنبي) يجب أن يكون النظام الضريبي 616 Sin obligaciones fiscales',
    ru: 'С общим RFC (широкая публика или нерезидент) налоговый режим должен быть 616 Sin obligaciones fiscales',
    fr: 'Avec le RFC générique (grand public ou résident étranger), le régime fiscal doit être 616 Sin obligaciones fiscales',
    hi: 'सामान्य RFC (आम जनता या विदेशी निवासी) के साथ कर व्यवस्था 616 Sin obligaciones fiscales होनी चाहिए',
    pt: 'Com o RFC genérico (público em geral ou residente no exterior) o regime fiscal deve ser 616 Sin obligaciones fiscales',
    sw: 'Kwa RFC ya jumla (umma au mkazi wa nje) mfumo wa kodi lazima uwe 616 Sin obligaciones fiscales',
  },
  regime_person_type_fisica: {
    es: 'El régimen {regime} es solo para personas morales, y un RFC de 13 caracteres es de una persona física: elige el régimen de tu Constancia de Situación Fiscal',
    en: 'Regime {regime} is only for companies (personas morales), and a 13-character RFC belongs to an individual: choose the regime on your Constancia de Situación Fiscal',
    zh: '税制 {regime} 仅适用于法人，而 13 个字符的 RFC 属于自然人：请选择您税务状况证明上的税制',
    ar: 'النظام {regime} مخصص للأشخاص الاعتباريين فقط، ورمز RFC المكوّن من 13 حرفًا يخص شخصًا طبيعيًا: اختر النظام المذكور في شهادة وضعك الضريبي',
    ru: 'Режим {regime} только для юридических лиц, а RFC из 13 символов принадлежит физическому лицу: выберите режим из вашей Constancia de Situación Fiscal',
    fr: 'Le régime {regime} est réservé aux personnes morales, et un RFC de 13 caractères est celui d’une personne physique : choisissez le régime de votre Constancia de Situación Fiscal',
    hi: 'व्यवस्था {regime} केवल कंपनियों के लिए है, और 13 अक्षरों वाला RFC किसी व्यक्ति का है: अपने Constancia de Situación Fiscal वाली व्यवस्था चुनें',
    pt: 'O regime {regime} é só para pessoas jurídicas, e um RFC de 13 caracteres é de pessoa física: escolha o regime da sua Constancia de Situación Fiscal',
    sw: 'Mfumo {regime} ni wa makampuni pekee, na RFC yenye herufi 13 ni ya mtu binafsi: chagua mfumo ulio kwenye Constancia de Situación Fiscal yako',
  },
  regime_person_type_moral: {
    es: 'El régimen {regime} es solo para personas físicas, y un RFC de 12 caracteres es de una persona moral: elige el régimen de tu Constancia de Situación Fiscal',
    en: 'Regime {regime} is only for individuals (personas físicas), and a 12-character RFC belongs to a company: choose the regime on your Constancia de Situación Fiscal',
    zh: '税制 {regime} 仅适用于自然人，而 12 个字符的 RFC 属于法人：请选择您税务状况证明上的税制',
    ar: 'النظام {regime} مخصص للأشخاص الطبيعيين فقط، ورمز RFC المكوّن من 12 حرفًا يخص شخصًا اعتباريًا: اختر النظام المذكور في شهادة وضعك الضريبي',
    ru: 'Режим {regime} только для физических лиц, а RFC из 12 символов принадлежит юридическому лицу: выберите режим из вашей Constancia de Situación Fiscal',
    fr: 'Le régime {regime} est réservé aux personnes physiques, et un RFC de 12 caractères est celui d’une personne morale : choisissez le régime de votre Constancia de Situación Fiscal',
    hi: 'व्यवस्था {regime} केवल व्यक्तियों के लिए है, और 12 अक्षरों वाला RFC किसी कंपनी का है: अपने Constancia de Situación Fiscal वाली व्यवस्था चुनें',
    pt: 'O regime {regime} é só para pessoas físicas, e um RFC de 12 caracteres é de pessoa jurídica: escolha o regime da sua Constancia de Situación Fiscal',
    sw: 'Mfumo {regime} ni wa watu binafsi pekee, na RFC yenye herufi 12 ni ya kampuni: chagua mfumo ulio kwenye Constancia de Situación Fiscal yako',
  },
  postal_code_unknown: {
    es: 'El código postal {postalCode} no es de ningún estado de México: escribe el de tu domicilio fiscal',
    en: 'Postal code {postalCode} belongs to no Mexican state: enter the one of your tax address',
    zh: '邮政编码 {postalCode} 不属于墨西哥任何州：请填写您税务地址的邮政编码',
    ar: 'الرمز البريدي {postalCode} لا يتبع أي ولاية في المكسيك: أدخل رمز عنوانك الضريبي',
    ru: 'Почтовый индекс {postalCode} не относится ни к одному штату Мексики: укажите индекс вашего налогового адреса',
    fr: 'Le code postal {postalCode} n’appartient à aucun État du Mexique : saisissez celui de votre domicile fiscal',
    hi: 'पिन कोड {postalCode} मेक्सिको के किसी राज्य का नहीं है: अपने कर पते का कोड लिखें',
    pt: 'O código postal {postalCode} não é de nenhum estado do México: informe o do seu domicílio fiscal',
    sw: 'Msimbo wa posta {postalCode} si wa jimbo lolote la Meksiko: andika ule wa anwani yako ya kodi',
  },
} satisfies Record<string, LocalizedText>;
