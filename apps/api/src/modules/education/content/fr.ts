import type { CourseText } from '../course-structure';

export const fr: CourseText = {
  title: 'L’argent pour ceux qui louent',
  description:
    'Cinq leçons courtes pour organiser votre argent, utiliser le crédit avec prudence et louer sans tomber dans les arnaques.',
  lessons: {
    budget: {
      title: 'Votre budget sur une page',
      body: [
        'Un budget, c’est noter ce qui entre et ce qui sort chaque mois. Commencez par vos revenus sûrs, puis listez les dépenses fixes (loyer, électricité, transport) et variables (nourriture, sorties).',
        'Une règle simple : mettez d’abord de côté ce que vous allez épargner et vivez avec le reste. Si vous louez vos affaires sur Vira, notez ces gains à part : ils varient d’un mois à l’autre.',
      ],
      questions: [
        {
          text: 'Que faut-il noter en premier dans un budget ?',
          options: [
            {
              text: 'Les petits plaisirs du mois',
              why: 'Ce sont des dépenses variables : ajustez-les après les dépenses fixes.',
            },
            { text: 'Les revenus sûrs', why: 'Exact : tout le plan part de ce que vous êtes sûr de recevoir.' },
            {
              text: 'Les achats en plusieurs fois sans frais',
              why: 'Ce sont des dettes payées avec vos revenus ; il faut d’abord savoir ce qui entre.',
            },
          ],
        },
        {
          text: 'Vos revenus de location changent chaque mois. Comment les traiter ?',
          options: [
            {
              text: 'Comme un salaire fixe',
              why: 'Un mois sans location, il vous manquerait de l’argent pour les dépenses fixes.',
            },
            { text: 'Les ignorer', why: 'C’est de l’argent réel : notez-le pour décider quoi en faire.' },
            {
              text: 'Les noter à part et les consacrer à l’épargne ou à des objectifs',
              why: 'Exact : un revenu variable convient à l’épargne et aux objectifs, pas aux dépenses fixes.',
            },
          ],
        },
      ],
    },
    'emergency-fund': {
      title: 'Épargne et fonds d’urgence',
      body: [
        'Un fonds d’urgence est de l’argent gardé uniquement pour les imprévus : une maladie, une réparation ou une perte d’emploi. L’objectif habituel est de trois à six mois de dépenses fixes.',
        'Gardez-le sur un compte séparé, disponible immédiatement, dans un établissement réglementé dont les dépôts sont garantis. Versez peu mais régulièrement, de préférence automatiquement.',
      ],
      questions: [
        {
          text: 'Quel montant recommande-t-on en général pour un fonds d’urgence ?',
          options: [
            { text: 'Trois à six mois de dépenses fixes', why: 'Exact : de quoi couvrir la plupart des imprévus.' },
            { text: 'Une semaine de dépenses', why: 'C’est peu : une réparation ou une maladie coûtent souvent plus.' },
            {
              text: 'Tout ce que vous avez placé à long terme',
              why: 'Un placement à long terme n’est pas disponible tout de suite.',
            },
          ],
        },
        {
          text: 'Où garder le fonds d’urgence ?',
          options: [
            { text: 'En liquide sous le matelas', why: 'Il peut être perdu ou volé et ne rapporte rien.' },
            {
              text: 'Sur un compte séparé, réglementé et accessible immédiatement',
              why: 'Exact : il est à l’abri, disponible et ne se mélange pas aux dépenses courantes.',
            },
            {
              text: 'Prêté à une connaissance',
              why: 'On risque de ne pas vous le rendre au moment où vous en avez besoin.',
            },
          ],
        },
      ],
    },
    'credit-cat': {
      title: 'Le crédit et le CAT',
      body: [
        'Le taux d’intérêt ne dit pas tout le coût d’un crédit. Au Mexique, le Coût annuel total (CAT) additionne intérêts, frais et autres charges obligatoires en un seul pourcentage annuel, calculé hors TVA.',
        'Pour comparer des crédits de même montant et durée, regardez le CAT : le plus bas est le moins cher. Avant de signer, comparez la mensualité à vos revenus : elle ne devrait pas dépasser un tiers.',
      ],
      questions: [
        {
          text: 'Deux crédits ont le même taux, mais l’un facture des frais de dossier. Qu’en est-il de leur CAT ?',
          options: [
            { text: 'Il est identique', why: 'Le CAT inclut les frais, il ne peut donc pas être identique.' },
            { text: 'Il est plus bas pour celui avec frais', why: 'Des frais augmentent le coût, jamais l’inverse.' },
            {
              text: 'Il est plus élevé pour celui avec frais',
              why: 'Exact : le CAT ajoute les frais au coût du crédit.',
            },
          ],
        },
        {
          text: 'Quel chiffre permet de comparer des crédits de même montant et durée ?',
          options: [
            { text: 'Le CAT', why: 'Exact : il résume tout le coût en un pourcentage comparable.' },
            { text: 'La couleur de la publicité', why: 'La publicité ne dit pas combien vous paierez.' },
            { text: 'Le taux d’intérêt seul', why: 'Il laisse de côté les frais et les assurances obligatoires.' },
          ],
        },
      ],
    },
    'marketplace-fraud': {
      title: 'Éviter les arnaques en location',
      body: [
        'Les arnaques les plus courantes demandent de payer hors de la plateforme, envoient de faux liens de paiement ou pressent d’agir vite. Sur Vira, le paiement est bloqué jusqu’à ce que vous confirmiez la réception.',
        'Ne partagez jamais les codes reçus par SMS ou WhatsApp, méfiez-vous des prix trop bas et signalez quiconque demande vos coordonnées bancaires dans le chat.',
      ],
      questions: [
        {
          text: 'Quelqu’un propose une remise si vous payez par virement hors de Vira. Que faites-vous ?',
          options: [
            {
              text: 'J’accepte, c’est moins cher',
              why: 'Hors de Vira, vous perdez le paiement bloqué et la protection en cas de problème.',
            },
            {
              text: 'Je refuse et je le signale',
              why: 'Exact : payer sur la plateforme vous protège et signaler aide les autres.',
            },
            { text: 'Je paie la moitié en dehors', why: 'Cette partie du paiement reste sans protection.' },
          ],
        },
        {
          text: 'Vous recevez un code par SMS et l’autre personne le demande « pour confirmer la location ». Que faites-vous ?',
          options: [
            {
              text: 'Je le donne, cela semble normal',
              why: 'Les codes ouvrent votre compte : personne d’honnête ne les demande.',
            },
            {
              text: 'Je le donne seulement si elle a de bons avis',
              why: 'Les avis ne changent rien au fait que le code ouvre votre compte.',
            },
            { text: 'Je ne le partage avec personne', why: 'Exact : un code de vérification n’est que pour vous.' },
          ],
        },
      ],
    },
    'pricing-rentals': {
      title: 'Fixer le prix de ce que vous louez',
      body: [
        'Point de départ : demandez par jour entre 3 % et 10 % du prix de l’objet neuf, selon la demande et l’usure. Proposez une remise à la semaine ou au mois.',
        'Pensez à déduire la commission de la plateforme, l’entretien et les remplacements. Demandez une caution qui couvre un dommage raisonnable et revoyez votre prix si des semaines passent sans location.',
      ],
      questions: [
        {
          text: 'Une perceuse neuve coûte 2 000 pesos. Quel prix par jour est un bon point de départ ?',
          options: [
            { text: 'Entre 60 et 200 pesos', why: 'Exact : c’est 3 % à 10 % du prix neuf.' },
            { text: '1 500 pesos', why: 'Presque le prix d’achat : personne ne la louerait.' },
            { text: '5 pesos', why: 'Cela ne couvre ni l’usure ni la commission.' },
          ],
        },
        {
          text: 'Que faut-il déduire de ce que vous facturez pour connaître votre bénéfice ?',
          options: [
            { text: 'Rien, tout est bénéfice', why: 'Vous oubliez la commission, l’entretien et l’usure.' },
            {
              text: 'La commission, l’entretien et les remplacements',
              why: 'Exact : c’est ce que coûte un objet qui reste rentable.',
            },
            { text: 'Seulement la TVA', why: 'Il y a d’autres coûts que les impôts.' },
          ],
        },
      ],
    },
  },
};
