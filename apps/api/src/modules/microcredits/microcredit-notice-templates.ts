import type { LocalizedText } from '../../i18n/localized';

type Template = { title: LocalizedText; description: LocalizedText };

/**
 * The lending partner's answer to an application it took in review, told to the applicant (bell and e-mail);
 * `{amount}` is filled in. Vira does not lend: the words say the partner decided.
 */
export const microcreditNoticeTemplates = {
  microcredit_approved: {
    title: {
      es: 'Tu solicitud de microcrédito fue aprobada',
      en: 'Your microcredit application was approved',
      zh: '您的小额贷款申请已获批准',
      ar: 'تمت الموافقة على طلب القرض الصغير الخاص بك',
      ru: 'Ваша заявка на микрокредит одобрена',
      fr: 'Votre demande de microcrédit a été acceptée',
      hi: 'आपका माइक्रोक्रेडिट आवेदन स्वीकृत हो गया',
      pt: 'Seu pedido de microcrédito foi aprovado',
      sw: 'Ombi lako la mkopo mdogo limeidhinishwa',
    },
    description: {
      es: 'La institución financiera aprobó tu solicitud por {amount}. Te contactará para firmar el contrato; revisa el CAT y las condiciones antes de aceptar.',
      en: 'The lending institution approved your application for {amount}. It will contact you to sign the contract; check the CAT and the terms before you accept.',
      zh: '贷款机构已批准您 {amount} 的申请。对方会联系您签订合同；接受前请核对 CAT（年度总成本）和条款。',
      ar: 'وافقت المؤسسة المُقرضة على طلبك بمبلغ {amount}. ستتواصل معك لتوقيع العقد؛ راجع التكلفة السنوية الإجمالية (CAT) والشروط قبل القبول.',
      ru: 'Кредитная организация одобрила вашу заявку на {amount}. Она свяжется с вами для подписания договора; проверьте CAT (полную годовую стоимость) и условия, прежде чем соглашаться.',
      fr: 'L’établissement prêteur a accepté votre demande de {amount}. Il vous contactera pour signer le contrat ; vérifiez le CAT (coût annuel total) et les conditions avant d’accepter.',
      hi: 'ऋण देने वाली संस्था ने {amount} का आपका आवेदन स्वीकार कर लिया है। वह अनुबंध पर हस्ताक्षर के लिए आपसे संपर्क करेगी; स्वीकार करने से पहले CAT (कुल वार्षिक लागत) और शर्तें जाँच लें।',
      pt: 'A instituição financeira aprovou seu pedido de {amount}. Ela entrará em contato para assinar o contrato; confira o CAT (custo anual total) e as condições antes de aceitar.',
      sw: 'Taasisi ya mikopo imeidhinisha ombi lako la {amount}. Itawasiliana nawe ili kusaini mkataba; kagua CAT (gharama ya jumla ya mwaka) na masharti kabla ya kukubali.',
    },
  },
  microcredit_rejected: {
    title: {
      es: 'Tu solicitud de microcrédito no fue aprobada',
      en: 'Your microcredit application was not approved',
      zh: '您的小额贷款申请未获批准',
      ar: 'لم تتم الموافقة على طلب القرض الصغير الخاص بك',
      ru: 'Ваша заявка на микрокредит не одобрена',
      fr: 'Votre demande de microcrédit n’a pas été acceptée',
      hi: 'आपका माइक्रोक्रेडिट आवेदन स्वीकृत नहीं हुआ',
      pt: 'Seu pedido de microcrédito não foi aprovado',
      sw: 'Ombi lako la mkopo mdogo halijaidhinishwa',
    },
    description: {
      es: 'La institución financiera no aprobó tu solicitud por {amount}. En Microcréditos ves su respuesta y puedes simular un monto o plazo que se ajuste mejor a tus ingresos.',
      en: 'The lending institution did not approve your application for {amount}. Microcredits shows its answer, and you can simulate an amount or term that fits your income better.',
      zh: '贷款机构未批准您 {amount} 的申请。您可在“小额贷款”中查看答复，并模拟更适合您收入的金额或期限。',
      ar: 'لم توافق المؤسسة المُقرضة على طلبك بمبلغ {amount}. يمكنك في صفحة القروض الصغيرة رؤية ردها ومحاكاة مبلغ أو مدة تناسب دخلك بشكل أفضل.',
      ru: 'Кредитная организация не одобрила вашу заявку на {amount}. В разделе «Микрокредиты» виден её ответ, и можно рассчитать сумму или срок, которые лучше подходят к вашему доходу.',
      fr: 'L’établissement prêteur n’a pas accepté votre demande de {amount}. La page Microcrédits montre sa réponse, et vous pouvez simuler un montant ou une durée mieux adaptés à vos revenus.',
      hi: 'ऋण देने वाली संस्था ने {amount} का आपका आवेदन स्वीकार नहीं किया। माइक्रोक्रेडिट पेज पर उसका उत्तर देखें, और अपनी आय के अनुसार बेहतर राशि या अवधि का अनुमान लगाएँ।',
      pt: 'A instituição financeira não aprovou seu pedido de {amount}. Em Microcréditos você vê a resposta e pode simular um valor ou prazo que caiba melhor na sua renda.',
      sw: 'Taasisi ya mikopo haikuidhinisha ombi lako la {amount}. Kwenye Mikopo midogo unaona jibu lake, na unaweza kukadiria kiasi au muda unaolingana vyema na mapato yako.',
    },
  },
} satisfies Record<string, Template>;
