import type { BankText } from '../../course-structure';

/** The four courses' names, a third question for each first-course lesson, and the taxes lesson (fr). */
export const fr: BankText = {
  courses: {
    budgeting: {
      title: 'Budget',
      description: 'Notez ce qui entre et ce qui sort, et planifiez avec des revenus qui changent d’un mois à l’autre.',
    },
    saving: {
      title: 'Épargne et fonds d’urgence',
      description: 'Constituez un coussin pour les imprévus et gardez-le en lieu sûr, à portée de main.',
    },
    credit: {
      title: 'Crédit, CAT et fraudes',
      description: 'Comparez les prêts par leur coût annuel total (CAT) et protégez votre argent des fraudes.',
    },
    earnings: {
      title: 'Le prix de ce que vous louez et les impôts sur vos gains',
      description: 'Fixez un prix juste pour vos affaires et sachez ce que vous devez sur ce que vous gagnez.',
    },
  },
  extraQuestions: {
    budget: [
      {
        text: 'Laquelle de ces dépenses est fixe ?',
        options: [
          {
            text: 'Le loyer mensuel de votre logement',
            why: 'Exact : c’est le même montant chaque mois.',
          },
          {
            text: 'Manger au restaurant',
            why: 'Cela change d’un mois à l’autre : c’est une dépense variable.',
          },
          {
            text: 'Un cadeau d’anniversaire',
            why: 'C’est occasionnel : prévoyez-le comme dépense variable ou comme objectif.',
          },
        ],
      },
    ],
    'emergency-fund': [
      {
        text: 'À quoi sert un fonds d’urgence ?',
        options: [
          {
            text: 'Des vacances',
            why: 'Les vacances se prévoient : épargnez pour elles à part.',
          },
          {
            text: 'Une réparation imprévue ou une baisse de revenus',
            why: 'Exact : il ne sert qu’aux imprévus.',
          },
          {
            text: 'Acheter d’autres objets à louer',
            why: 'C’est un investissement, pas une urgence.',
          },
        ],
      },
    ],
    'credit-cat': [
      {
        text: 'Deux prêts du même montant et de même durée : l’un a un CAT de 45 %, l’autre de 60 %. Lequel coûte le moins ?',
        options: [
          {
            text: 'Celui à 60 %',
            why: 'Un CAT plus élevé signifie un coût total plus élevé.',
          },
          {
            text: 'Ils coûtent pareil',
            why: 'Le CAT additionne intérêts et frais : ils ne coûtent donc pas pareil.',
          },
          {
            text: 'Celui à 45 %',
            why: 'Exact : plus le CAT est bas, plus le coût total annuel est faible.',
          },
        ],
      },
    ],
    'marketplace-fraud': [
      {
        text: 'Quelqu’un vous propose une remise si vous payez en dehors de Vira. Que faites-vous ?',
        options: [
          {
            text: 'Je paie par virement pour économiser',
            why: 'Hors de Vira, votre paiement n’est pas protégé si l’objet n’arrive jamais.',
          },
          {
            text: 'Je refuse et ne paie que par Vira',
            why: 'Exact : par Vira, le paiement est retenu jusqu’à la remise.',
          },
          {
            text: 'J’envoie la moitié maintenant et la moitié plus tard',
            why: 'La moitié hors de Vira n’est pas protégée non plus.',
          },
        ],
      },
    ],
    'pricing-rentals': [
      {
        text: 'Que doit couvrir, au minimum, le prix d’une location ?',
        options: [
          {
            text: 'L’usure et l’entretien de l’objet, et votre temps',
            why: 'Exact : sinon chaque location vous coûte de l’argent.',
          },
          {
            text: 'Seulement ce que demandent des annonces semblables, quoi qu’il vous en coûte',
            why: 'Regarder les autres aide, mais vous pourriez perdre de l’argent à chaque location.',
          },
          {
            text: 'Le prix entier de l’objet en une seule location',
            why: 'Trop cher : personne ne le louerait.',
          },
        ],
      },
    ],
  },
  taxes: {
    title: 'Les impôts sur ce que vous gagnez en louant',
    body: [
      'Ce que vous gagnez en louant vos affaires est un revenu. Au Mexique, les plateformes numériques retiennent une partie de l’impôt sur le revenu (ISR) et de la TVA (IVA) des personnes qui vendent ou louent par leur intermédiaire, et leur remettent un CFDI indiquant les montants retenus (CFDI de retenciones). Conservez ces justificatifs.',
      'Si ce que vous gagnez par les plateformes en un an ne dépasse pas 300 000 pesos, vous pouvez considérer ces retenues comme paiement définitif ; au-delà, vous déclarez le revenu et déduisez ce qui a été retenu. Notez chaque location et, en cas de doute, renseignez-vous auprès du SAT ou d’un comptable.',
    ],
    questions: [
      {
        text: 'Ce que vous gagnez en louant vos affaires est-il un revenu ?',
        options: [
          {
            text: 'Non, c’est seulement du partage',
            why: 'C’est de l’argent reçu pour un service : c’est un revenu.',
          },
          {
            text: 'Oui : c’est un revenu, qui peut être imposable',
            why: 'Exact : notez-le et vérifiez ce qui s’applique à vous.',
          },
          {
            text: 'Seulement au-delà de dix locations',
            why: 'Ce seuil n’existe pas : chaque location compte.',
          },
        ],
      },
      {
        text: 'Quel document montre les impôts qu’une plateforme vous a retenus ?',
        options: [
          {
            text: 'Un CFDI de retenues (CFDI de retenciones)',
            why: 'Exact : c’est le justificatif des retenues.',
          },
          {
            text: 'La conversation avec le locataire',
            why: 'Une conversation n’est pas un document fiscal.',
          },
          {
            text: 'Votre relevé bancaire',
            why: 'Il montre l’argent reçu, pas les retenues.',
          },
        ],
      },
      {
        text: 'Pourquoi noter chaque location ?',
        options: [
          {
            text: 'Ce n’est pas nécessaire',
            why: 'Sans relevé, vous ne pouvez pas déclarer correctement.',
          },
          {
            text: 'Seulement pour se souvenir des prix',
            why: 'Cela aide aussi, mais ce n’est pas la raison principale.',
          },
          {
            text: 'Pour déclarer correctement et justifier vos revenus',
            why: 'Exact : le relevé appuie ce que vous déclarez.',
          },
        ],
      },
    ],
  },
};
