import type { CourseText } from '../course-structure';

export const en: CourseText = {
  title: 'Money for people who rent',
  description: 'Five short lessons to organise your money, use credit carefully and rent without falling for fraud.',
  lessons: {
    budget: {
      title: 'Your budget on one page',
      body: [
        'A budget is writing down what comes in and what goes out each month. Start with your reliable income, then list fixed costs (rent, power, transport) and variable ones (food, going out).',
        'A simple rule: set aside what you will save first and live on the rest. If you rent out your things on Vira, note those earnings separately: they vary from month to month.',
      ],
      questions: [
        {
          text: 'What should you write down first in a budget?',
          options: [
            {
              text: 'This month’s treats',
              why: 'Those are variable costs: adjust them after covering the fixed ones.',
            },
            { text: 'Your reliable income', why: 'Right: the whole plan starts from what you know you will receive.' },
            {
              text: 'Interest-free instalment purchases',
              why: 'They are debts paid from your income; first you need to know what comes in.',
            },
          ],
        },
        {
          text: 'Your rental earnings change every month. How should you treat them?',
          options: [
            { text: 'Like a fixed salary', why: 'In a month without rentals you would be short for fixed costs.' },
            { text: 'Ignore them', why: 'It is real money: record it to decide what to do with it.' },
            {
              text: 'Note them separately and use them for savings or goals',
              why: 'Right: variable income suits savings and goals, not fixed costs.',
            },
          ],
        },
      ],
    },
    'emergency-fund': {
      title: 'Saving and an emergency fund',
      body: [
        'An emergency fund is money kept only for the unexpected: an illness, a repair or losing your job. The usual goal is three to six months of fixed costs.',
        'Keep it in a separate account you can reach at once, at a regulated, deposit-insured institution. Put in a little but always, ideally automatically.',
      ],
      questions: [
        {
          text: 'How much is usually recommended for an emergency fund?',
          options: [
            { text: 'Three to six months of fixed costs', why: 'Right: enough to cover most surprises.' },
            { text: 'One week of costs', why: 'Too little: a repair or an illness usually costs more.' },
            {
              text: 'Everything you have in long-term investments',
              why: 'Long-term investments are not available at once when you need them.',
            },
          ],
        },
        {
          text: 'Where should you keep your emergency fund?',
          options: [
            { text: 'In cash under the mattress', why: 'It can be lost or stolen and earns nothing.' },
            {
              text: 'In a separate, regulated account with instant access',
              why: 'Right: it is safe, available and not mixed with daily spending.',
            },
            { text: 'Lent to an acquaintance', why: 'You may not get it back just when you need it.' },
          ],
        },
      ],
    },
    'credit-cat': {
      title: 'Credit and the CAT',
      body: [
        'The interest rate does not tell the whole cost of a loan. Mexico’s Total Annual Cost (CAT) adds interest, fees and other mandatory charges into one yearly percentage, computed without VAT.',
        'To compare loans of the same amount and term, look at the CAT: the lowest is the cheapest. Before signing, check the monthly payment against your income: it should not exceed a third.',
      ],
      questions: [
        {
          text: 'Two loans have the same rate, but one charges an opening fee. What happens to their CAT?',
          options: [
            { text: 'It is the same for both', why: 'The CAT includes fees, so it cannot be the same.' },
            { text: 'It is lower for the one with the fee', why: 'A fee raises the cost; it never lowers it.' },
            {
              text: 'It is higher for the one with the fee',
              why: 'Right: the CAT adds the fee to the cost of the loan.',
            },
          ],
        },
        {
          text: 'Which figure lets you compare loans of the same amount and term?',
          options: [
            { text: 'The CAT', why: 'Right: it sums up the whole cost in one comparable percentage.' },
            { text: 'The colour of the advert', why: 'Adverts do not tell you what you will pay.' },
            { text: 'Only the interest rate', why: 'It leaves out fees and mandatory insurance.' },
          ],
        },
      ],
    },
    'marketplace-fraud': {
      title: 'Avoiding fraud when renting',
      body: [
        'The most common frauds ask you to pay outside the platform, send fake payment links or push you to hurry. On Vira the payment is held until you confirm you received the item.',
        'Never share codes you receive by SMS or WhatsApp, distrust prices that are too low and report anyone who asks for bank details in the chat.',
      ],
      questions: [
        {
          text: 'Someone offers a discount if you pay by transfer outside Vira. What do you do?',
          options: [
            {
              text: 'Accept, it is cheaper',
              why: 'Outside Vira you lose the held payment and the protection if something goes wrong.',
            },
            {
              text: 'Refuse and report it',
              why: 'Right: paying on the platform protects you and reporting helps others.',
            },
            { text: 'Pay half outside', why: 'That part of the payment is still unprotected.' },
          ],
        },
        {
          text: 'You get a code by SMS and the other person asks for it “to confirm the rental”. What do you do?',
          options: [
            {
              text: 'Give it, it seems part of the process',
              why: 'Codes let someone into your account: nobody legitimate asks for them.',
            },
            {
              text: 'Give it only if they have good reviews',
              why: 'Reviews do not change that the code opens your account.',
            },
            { text: 'Share it with nobody', why: 'Right: a verification code is for you alone.' },
          ],
        },
      ],
    },
    'pricing-rentals': {
      title: 'Pricing what you rent out',
      body: [
        'A starting point: charge per day between 3 % and 10 % of what the item would cost new, depending on demand and wear. Offer weekly or monthly discounts.',
        'Remember to subtract the platform’s commission, upkeep and replacements. Ask for a deposit that covers reasonable damage, and revisit your price if weeks go by without rentals.',
      ],
      questions: [
        {
          text: 'A new drill costs 2,000 pesos. What daily price is a good starting point?',
          options: [
            { text: 'Between 60 and 200 pesos', why: 'Right: that is 3 % to 10 % of the new price.' },
            { text: '1,500 pesos', why: 'Almost the price of buying it: nobody would rent it.' },
            { text: '5 pesos', why: 'It covers neither wear nor the commission.' },
          ],
        },
        {
          text: 'What must you subtract from what you charge to know your profit?',
          options: [
            { text: 'Nothing, it is all profit', why: 'You forget the commission, upkeep and wear.' },
            {
              text: 'The commission, upkeep and replacements',
              why: 'Right: that is what it costs to keep the item earning.',
            },
            { text: 'Only VAT', why: 'There are other costs besides taxes.' },
          ],
        },
      ],
    },
  },
};
