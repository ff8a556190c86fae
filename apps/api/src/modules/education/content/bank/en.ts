import type { BankText } from '../../course-structure';

/** The four courses' names, a third question for each first-course lesson, and the taxes lesson (en). */
export const en: BankText = {
  courses: {
    budgeting: {
      title: 'Budgeting',
      description: 'Write down what comes in and what goes out, and plan with income that changes from month to month.',
    },
    saving: {
      title: 'Saving and emergency funds',
      description: 'Build a cushion for the unexpected and keep it where it is safe and at hand.',
    },
    credit: {
      title: 'Credit, CAT and fraud',
      description: 'Compare loans by their total annual cost (CAT) and keep your money safe from fraud.',
    },
    earnings: {
      title: 'Pricing what you rent and taxes on your earnings',
      description: 'Set a fair price for your things and know what you owe on what you earn.',
    },
  },
  extraQuestions: {
    budget: [
      {
        text: 'Which of these is a fixed cost?',
        options: [
          {
            text: 'The monthly rent of your home',
            why: 'Right: it is the same amount every month.',
          },
          {
            text: 'Eating out',
            why: 'It changes from month to month: it is a variable cost.',
          },
          {
            text: 'A birthday present',
            why: 'It is occasional: plan it as a variable cost or a goal.',
          },
        ],
      },
    ],
    'emergency-fund': [
      {
        text: 'What is an emergency fund for?',
        options: [
          {
            text: 'A holiday',
            why: 'A holiday is planned: save for it separately.',
          },
          {
            text: 'An unexpected repair or a loss of income',
            why: 'Right: it is only for the unexpected.',
          },
          {
            text: 'Buying more things to rent out',
            why: 'That is an investment, not an emergency.',
          },
        ],
      },
    ],
    'credit-cat': [
      {
        text: 'Two loans for the same amount and term: one has a CAT of 45 %, the other of 60 %. Which costs less?',
        options: [
          {
            text: 'The one with 60 %',
            why: 'A higher CAT means a higher total cost.',
          },
          {
            text: 'They cost the same',
            why: 'The CAT adds interest and fees, so they do not cost the same.',
          },
          {
            text: 'The one with 45 %',
            why: 'Right: the lower the CAT, the lower the total yearly cost.',
          },
        ],
      },
    ],
    'marketplace-fraud': [
      {
        text: 'Someone offers you a discount if you pay outside Vira. What do you do?',
        options: [
          {
            text: 'Pay by transfer to save money',
            why: 'Outside Vira your payment has no protection if the item never arrives.',
          },
          {
            text: 'Refuse and pay only through Vira',
            why: 'Right: through Vira the payment is held until the handover.',
          },
          {
            text: 'Send half now and half later',
            why: 'Half outside Vira is still unprotected.',
          },
        ],
      },
    ],
    'pricing-rentals': [
      {
        text: 'What should the price of a rental cover, at least?',
        options: [
          {
            text: 'The wear and upkeep of the item, and your time',
            why: 'Right: otherwise each rental costs you money.',
          },
          {
            text: 'Only what similar listings ask, whatever it costs you',
            why: 'Looking at others helps, but you could lose money on each rental.',
          },
          {
            text: 'The whole price of the item in a single rental',
            why: 'Too high: nobody would rent it.',
          },
        ],
      },
    ],
  },
  taxes: {
    title: 'Taxes on what you earn renting',
    body: [
      'What you earn renting out your things is income. In Mexico, digital platforms withhold part of the income tax (ISR) and of the VAT (IVA) from people who sell or rent through them, and give them a CFDI with what was withheld (CFDI de retenciones). Keep those receipts.',
      'If what you earn through platforms in a year is up to 300,000 pesos, you may treat those withholdings as your final payment; above that, you declare the income and subtract what was withheld. Keep a record of every rental, and when in doubt ask the SAT or an accountant.',
    ],
    questions: [
      {
        text: 'Is what you earn renting out your things income?',
        options: [
          {
            text: 'No, it is only sharing',
            why: 'It is money you receive for a service: it is income.',
          },
          {
            text: 'Yes: it is income and may owe taxes',
            why: 'Right: record it and check what applies to you.',
          },
          {
            text: 'Only if you rent more than ten times',
            why: 'There is no such threshold: every rental counts.',
          },
        ],
      },
      {
        text: 'Which document shows the taxes a platform withheld from you?',
        options: [
          {
            text: 'A CFDI of withholdings (CFDI de retenciones)',
            why: 'Right: it is the receipt of what was withheld.',
          },
          {
            text: 'The chat with the renter',
            why: 'A chat is not a tax document.',
          },
          {
            text: 'Your bank statement',
            why: 'It shows the money received, not the withholdings.',
          },
        ],
      },
      {
        text: 'Why keep a record of every rental?',
        options: [
          {
            text: 'It is not needed',
            why: 'Without records you cannot declare correctly.',
          },
          {
            text: 'Only to remember the prices',
            why: 'That helps too, but it is not the main reason.',
          },
          {
            text: 'To declare correctly and prove your income',
            why: 'Right: the record backs up what you declare.',
          },
        ],
      },
    ],
  },
};
