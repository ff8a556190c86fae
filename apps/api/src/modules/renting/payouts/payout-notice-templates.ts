import type { LocalizedText } from '../../../i18n/localized';

type Template = { title: LocalizedText; description: LocalizedText };

/** A payout sent to an owner's account; `{amount}` and `{count}` (bookings it pays) are filled in. */
export const payoutNoticeTemplates = {
  payout_sent: {
    title: {
      es: 'Te enviamos {amount}',
      en: 'We sent you {amount}',
      zh: '我们已向你支付 {amount}',
      ar: 'أرسلنا إليك {amount}',
      ru: 'Мы отправили вам {amount}',
      fr: 'Nous vous avons envoyé {amount}',
      hi: 'हमने आपको {amount} भेजे',
      pt: 'Enviamos {amount} para você',
      sw: 'Tumekutumia {amount}',
    },
    description: {
      es: 'El pago de tus ganancias va en camino a tu cuenta: rentas pagadas en este envío: {count}. El detalle está en tu panel.',
      en: 'Your earnings are on their way to your account: rentals paid in this payout: {count}. The details are on your dashboard.',
      zh: '你的收益正在转入你的账户：本次支付的租赁数：{count}。详情见你的面板。',
      ar: 'أرباحك في طريقها إلى حسابك: عدد الإيجارات المدفوعة في هذه الدفعة: {count}. التفاصيل في لوحتك.',
      ru: 'Ваш заработок отправлен на ваш счёт: аренд в этой выплате: {count}. Подробности — в вашей панели.',
      fr: 'Vos gains sont en route vers votre compte : locations payées dans ce versement : {count}. Le détail est dans votre tableau de bord.',
      hi: 'आपकी कमाई आपके खाते में भेजी जा रही है: इस भुगतान में किराये: {count}। विवरण आपके डैशबोर्ड में है।',
      pt: 'Seus ganhos estão a caminho da sua conta: aluguéis pagos neste repasse: {count}. Os detalhes estão no seu painel.',
      sw: 'Mapato yako yanaelekea kwenye akaunti yako: ukodishaji uliolipwa katika malipo haya: {count}. Maelezo yako kwenye dashibodi yako.',
    },
  },
} satisfies Record<string, Template>;
