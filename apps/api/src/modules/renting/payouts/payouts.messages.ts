import type { LocalizedText } from '../../../i18n/localized';

export const payoutMessages = {
  stripeOnly: {
    es: 'Las cuentas de cobro se conectan con Stripe: usa el botón para continuar en Stripe',
    en: 'Payout accounts are connected through Stripe: use the button to continue on Stripe',
    zh: '收款账户通过 Stripe 连接：请点击按钮在 Stripe 上继续',
    ar: 'تُربط حسابات الاستلام عبر Stripe: استخدم الزر للمتابعة على Stripe',
    ru: 'Счета для выплат подключаются через Stripe: нажмите кнопку, чтобы продолжить в Stripe',
    fr: 'Les comptes de versement se connectent via Stripe : utilisez le bouton pour continuer sur Stripe',
    hi: 'भुगतान खाते Stripe से जुड़ते हैं: Stripe पर जारी रखने के लिए बटन दबाएँ',
    pt: 'As contas de recebimento são conectadas pela Stripe: use o botão para continuar na Stripe',
    sw: 'Akaunti za malipo huunganishwa kupitia Stripe: tumia kitufe kuendelea kwenye Stripe',
  },
  sandboxOnly: {
    es: 'Este servidor paga a una CLABE: escribe tu CLABE y el titular de la cuenta',
    en: 'This server pays to a CLABE: enter your CLABE and the account holder',
    zh: '本服务器向 CLABE 账户付款：请输入您的 CLABE 和账户持有人',
    ar: 'يدفع هذا الخادم إلى رقم CLABE: أدخل رقم CLABE واسم صاحب الحساب',
    ru: 'Этот сервер платит на CLABE: введите CLABE и владельца счёта',
    fr: 'Ce serveur paie sur une CLABE : saisissez votre CLABE et le titulaire du compte',
    hi: 'यह सर्वर CLABE पर भुगतान करता है: अपना CLABE और खाताधारक दर्ज करें',
    pt: 'Este servidor paga em uma CLABE: informe sua CLABE e o titular da conta',
    sw: 'Seva hii hulipa kwa CLABE: weka CLABE yako na mwenye akaunti',
  },
  payoutDescription: {
    es: 'Pago de Vira por {count} renta(s)',
    en: 'Vira payout for {count} rental(s)',
    zh: 'Vira 为 {count} 笔租赁付款',
    ar: 'دفعة Vira عن {count} عملية إيجار',
    ru: 'Выплата Vira за аренды: {count}',
    fr: 'Versement Vira pour {count} location(s)',
    hi: '{count} किराये के लिए Vira भुगतान',
    pt: 'Pagamento da Vira por {count} aluguel(is)',
    sw: 'Malipo ya Vira kwa ukodishaji {count}',
  },
} satisfies Record<string, LocalizedText>;
