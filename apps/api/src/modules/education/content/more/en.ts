import type { AddedLessonsText } from '../../course-structure';
import { q } from './question';

/** The lessons added so every course has three (en). Figures and institutions are Mexico's. */
export const en: AddedLessonsText = {
  'expense-tracking': {
    title: 'Track your spending',
    body: [
      'To know where your money goes, write down every expense for a month, the small ones too: a coffee, a phone top-up, a bank fee.',
      'Small, frequent expenses (“gastos hormiga”) add up to a lot in a month. Seeing them written down helps you decide which to cut.',
      'Keep the costs of your rentals (cleaning, repairs, shipping) apart from your personal spending: that is how you know what renting really leaves you.',
    ],
    questions: [
      q(
        'Which expenses should you write down?',
        ['Only the big ones', 'Small, frequent ones add up too.'],
        ['All of them, small ones included', 'Right: without the small ones you do not see the real total.'],
        ['Only those paid by card', 'Cash is spending too, and easily forgotten.'],
      ),
      q(
        'A 40-peso coffee every working day: how much is that in a month of 20 working days?',
        ['800 pesos', 'Right: 40 × 20 = 800 pesos a month.'],
        ['40 pesos', 'That is a single day.'],
        ['200 pesos', 'Check the sum: 40 × 20 = 800.'],
      ),
      q(
        'Why keep your rentals’ costs apart from your personal spending?',
        ['Because the bank asks for it', 'It is not a bank requirement.'],
        ['There is no need to', 'Mixed together, you cannot tell what renting earns you.'],
        ['To know what renting really leaves you', 'Right: and your receipts are at hand.'],
      ),
    ],
  },
  'irregular-income': {
    title: 'A budget when your income changes',
    body: [
      'If you rent out your things, what you earn changes from month to month: there are good seasons and slow months. Plan with a slow month’s income, not your best month’s.',
      'Cover the essentials first: housing, food, utilities and debts. Set aside what comes in above that in good months: part for slow months, part for your goals.',
      'Review your budget every month and adjust it to what actually came in, not to what you expected.',
    ],
    questions: [
      q(
        'Which income should you plan with when your earnings change every month?',
        ['A slow month’s', 'Right: then slow months do not catch you off guard.'],
        ['Your best month’s', 'Planning with your best month leaves you short in slow ones.'],
        ['What you expect to earn next year', 'That is an uncertain guess: plan with what you know comes in.'],
      ),
      q(
        'In a very good month, what do you do with the extra money?',
        ['Spend it all: more good months will come', 'Nothing guarantees next month will be as good.'],
        ['Take out a loan to make the most of it', 'A loan does not use the surplus: it commits it.'],
        ['Set part aside for slow months and part for your goals', 'Right: good months’ money covers the slow ones.'],
      ),
      q(
        'What comes first in your budget?',
        ['The things you want to buy', 'What you want can wait; the essentials cannot.'],
        ['The essentials: housing, food, utilities and debts', 'Right: cover first what you cannot go without.'],
        ['Going out with friends', 'That is variable spending: it comes after the essentials.'],
      ),
    ],
  },
  'savings-goals': {
    title: 'Savings goals',
    body: [
      'A clear savings goal says what you want, what it costs and by when. Then you know how much to set aside: the cost divided by the months left.',
      'Set your saving aside as soon as you are paid, not from what is left at the end of the month. If you can, schedule an automatic transfer.',
      'Start small if you must: what matters is keeping at it. If your income changes, adjust the amount rather than give up the goal.',
    ],
    questions: [
      q(
        'You want 6,000 pesos in 12 months. How much do you set aside each month?',
        ['1,000 pesos', 'At 1,000 a month you would have 12,000.'],
        ['600 pesos', 'At 600 a month you would have 7,200.'],
        ['500 pesos', 'Right: 6,000 ÷ 12 = 500.'],
      ),
      q(
        'When should you set your saving aside?',
        ['From what is left at the end of the month', 'Little is ever left: saving comes last and is lost.'],
        ['As soon as you are paid', 'Right: saving first keeps you from spending it.'],
        ['Only when you get your year-end bonus', 'It helps, but saving every month is what builds the habit.'],
      ),
      q(
        'What does a clear savings goal have?',
        ['What you want, what it costs and by when', 'Right: with that you work out how much to set aside.'],
        ['Just the wish to save', 'Without an amount and a date you do not know how much to set aside.'],
        ['A loan to reach it sooner', 'A loan is debt, not saving.'],
      ),
    ],
  },
  'where-to-save': {
    title: 'Where to keep your savings',
    body: [
      'Keep your savings in an authorised, supervised institution: a bank or, for community savings, a cooperative or society authorised by the CNBV. You can check that it is in the CNBV’s register or with CONDUSEF.',
      'In banks, IPAB insures your deposits up to 400,000 UDIs per person per bank. Money kept at home can be lost or stolen, and a “tanda” (savings circle) rests only on the members’ trust.',
      'To compare savings and investment accounts, look at the GAT (Ganancia Anual Total, total annual gain): the real GAT takes inflation off and tells you whether your money really grows.',
    ],
    questions: [
      q(
        'What does IPAB protect?',
        ['All the money you keep at home', 'IPAB only protects deposits in banks.'],
        [
          'Your deposits in a bank, up to 400,000 UDIs per person per bank',
          'Right: it is Mexico’s bank deposit insurance.',
        ],
        ['The gains of any investment', 'It protects bank deposits up to a limit, not investments.'],
      ),
      q(
        'Which figure do you use to compare savings accounts?',
        ['The CAT', 'The CAT measures what a loan costs, not what your savings earn.'],
        ['The number of branches', 'It says nothing about what your money earns.'],
        ['The GAT (total annual gain)', 'Right: and the real GAT takes inflation off.'],
      ),
      q(
        'Someone offers to double your savings in a month. What do you do?',
        [
          'Distrust it and check with the CNBV or CONDUSEF whether they are authorised',
          'Right: gains that high and that fast are a sign of fraud.',
        ],
        ['Invest everything at once', 'You could lose all your savings.'],
        ['Invest only if a friend already did', 'Pyramid schemes pay the first ones at the start.'],
      ),
    ],
  },
  'credit-history': {
    title: 'Your credit history',
    body: [
      'Credit bureaus (Buró de Crédito and Círculo de Crédito) record how you pay your credit: cards, loans and some services. Lenders look at it to decide.',
      'Paying on time builds a good history; late payments stay on record for years. Using little of your card’s limit and not asking for many loans at once also helps.',
      'You have the right to a free copy of your credit report once every 12 months. Check it: a loan you do not recognise may be identity theft, and you can file a claim.',
    ],
    questions: [
      q(
        'What does your credit history record?',
        ['How you have paid your credit', 'Right: it is what lenders look at.'],
        ['How much money you have saved', 'Savings do not appear in a credit history.'],
        ['Your cash purchases', 'Cash purchases are not recorded there.'],
      ),
      q(
        'How often can you get your credit report for free?',
        ['Never: you always pay', 'The law gives you a free report every 12 months.'],
        ['Once every 12 months', 'Right: further reports may cost something.'],
        ['Only when you apply for a loan', 'You can ask for it yourself whenever you like, free once a year.'],
      ),
      q(
        'Your report shows a loan you never asked for. What does it mean, and what do you do?',
        ['Nothing: it is normal', 'It is not: someone may have used your details.'],
        ['Pay it so it goes away', 'Paying someone else’s debt does not undo identity theft.'],
        ['It may be identity theft: I file a claim', 'Right: the credit bureau must deal with it.'],
      ),
    ],
  },
  'real-profit': {
    title: 'What renting really leaves you',
    body: [
      'What the renter pays is not what you earn. On Vira the platform’s commission (30 %) comes out of what the owner receives, and the deposit is given back: it is not income.',
      'From what you receive, take off your costs: cleaning, upkeep, repairs, shipping and the wear of the thing, which one day you will have to replace.',
      'Also set aside part for your taxes: a platform’s withholdings may not cover all you owe. With your real profit you will know whether your price is fair.',
    ],
    questions: [
      q(
        'You rent something out for 1,000 pesos. With Vira’s 30 % commission, how much do you receive before your costs?',
        ['1,000 pesos', 'The commission comes out of what the owner receives.'],
        ['300 pesos', 'That is the commission, not what you receive.'],
        ['700 pesos', 'Right: 1,000 − 30 % = 700.'],
      ),
      q(
        'Is the security deposit part of your profit?',
        ['No: it is given back when the thing returns in good condition', 'Right: it only covers damage, if any.'],
        ['Yes, always', 'The deposit is the renter’s and goes back to them.'],
        ['Only if the rental lasts over a week', 'How long it lasts does not change that it is given back.'],
      ),
      q(
        'Why count the wear of what you rent out?',
        ['No need: the thing is already yours', 'It loses value with use and one day you will replace it.'],
        [
          'Because one day you will have to replace it, and that cost comes out of what you earn',
          'Right: include it in your price.',
        ],
        ['Because the platform charges for it', 'The platform does not charge for wear.'],
      ),
    ],
  },
};
