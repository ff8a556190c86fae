import type { AddedLessonsText } from '../../course-structure';
import { q } from './question';

/** The lessons added so every course has three (fr). Figures and institutions are Mexico's. */
export const fr: AddedLessonsText = {
  'expense-tracking': {
    title: 'Notez vos dépenses',
    body: [
      'Pour savoir où va votre argent, notez chaque dépense pendant un mois, même les petites : un café, une recharge, des frais bancaires.',
      'Les petites dépenses fréquentes (les « gastos hormiga ») pèsent lourd sur un mois. Les voir écrites aide à décider lesquelles réduire.',
      'Séparez les frais de vos locations (nettoyage, réparations, envois) de vos dépenses personnelles : vous saurez ce que louer vous rapporte vraiment.',
    ],
    questions: [
      q(
        'Quelles dépenses faut-il noter ?',
        ['Seulement les grosses', 'Les petites et fréquentes comptent aussi.'],
        ['Toutes, même les petites', 'Exact : sans les petites, vous ne voyez pas le vrai total.'],
        ['Seulement celles payées par carte', 'Les espèces aussi sont des dépenses, souvent oubliées.'],
      ),
      q(
        'Un café à 40 pesos chaque jour ouvré : combien sur un mois de 20 jours ouvrés ?',
        ['800 pesos', 'Exact : 40 × 20 = 800 pesos par mois.'],
        ['40 pesos', 'C’est une seule journée.'],
        ['200 pesos', 'Refaites le calcul : 40 × 20 = 800.'],
      ),
      q(
        'Pourquoi séparer les frais de vos locations de vos dépenses personnelles ?',
        ['Parce que la banque l’exige', 'Ce n’est pas une exigence de la banque.'],
        ['Inutile de les séparer', 'Mélangées, vous ne savez pas ce que louer vous rapporte.'],
        ['Pour savoir ce que louer vous rapporte vraiment', 'Exact : et vos justificatifs restent sous la main.'],
      ),
    ],
  },
  'irregular-income': {
    title: 'Un budget quand vos revenus varient',
    body: [
      'Si vous louez vos affaires, vos gains changent d’un mois à l’autre : il y a de bonnes saisons et des mois creux. Planifiez avec le revenu d’un mois creux, pas avec celui du meilleur mois.',
      'Couvrez d’abord l’essentiel : logement, nourriture, factures et dettes. Ce qui rentre en plus les bons mois, mettez-le de côté : une part pour les mois creux, une part pour vos objectifs.',
      'Revoyez votre budget chaque mois et ajustez-le à ce qui est vraiment rentré, pas à ce que vous attendiez.',
    ],
    questions: [
      q(
        'Avec quel revenu planifier si vos gains changent chaque mois ?',
        ['Celui d’un mois creux', 'Exact : les mois creux ne vous prennent pas au dépourvu.'],
        ['Celui de votre meilleur mois', 'En planifiant sur le meilleur mois, les mois creux vous laissent à court.'],
        ['Ce que vous pensez gagner l’an prochain', 'C’est une estimation incertaine : planifiez avec ce qui rentre.'],
      ),
      q(
        'Un très bon mois, que faire de l’argent en plus ?',
        ['Tout dépenser : d’autres bons mois viendront', 'Rien ne garantit que le mois suivant sera aussi bon.'],
        ['Emprunter pour en profiter', 'Un prêt n’utilise pas l’excédent : il l’engage.'],
        [
          'Mettre une part de côté pour les mois creux et une part pour vos objectifs',
          'Exact : l’argent des bons mois couvre les mois creux.',
        ],
      ),
      q(
        'Qu’est-ce qui passe en premier dans votre budget ?',
        ['Les achats dont vous avez envie', 'Ce dont vous avez envie peut attendre ; l’essentiel, non.'],
        ['L’essentiel : logement, nourriture, factures et dettes', 'Exact : couvrez d’abord ce qui ne peut manquer.'],
        ['Les sorties entre amis', 'Ce sont des dépenses variables : après l’essentiel.'],
      ),
    ],
  },
  'savings-goals': {
    title: 'Objectifs d’épargne',
    body: [
      'Un objectif d’épargne clair dit ce que vous voulez, combien cela coûte et pour quand. Vous savez alors combien mettre de côté : le coût divisé par les mois restants.',
      'Mettez l’épargne de côté dès que vous êtes payé, pas avec ce qui reste en fin de mois. Si possible, programmez un virement automatique.',
      'Commencez petit s’il le faut : l’important est la régularité. Si vos revenus changent, ajustez le montant plutôt que d’abandonner l’objectif.',
    ],
    questions: [
      q(
        'Vous voulez réunir 6 000 pesos en 12 mois. Combien mettez-vous de côté par mois ?',
        ['1 000 pesos', 'À 1 000 par mois, vous auriez 12 000.'],
        ['600 pesos', 'À 600 par mois, vous auriez 7 200.'],
        ['500 pesos', 'Exact : 6 000 ÷ 12 = 500.'],
      ),
      q(
        'Quand mettre l’épargne de côté ?',
        [
          'Avec ce qui reste en fin de mois',
          'Il ne reste presque jamais rien : l’épargne passe en dernier et se perd.',
        ],
        ['Dès que vous êtes payé', 'Exact : épargner d’abord évite de dépenser.'],
        ['Seulement à la prime de fin d’année', 'Cela aide, mais c’est la régularité mensuelle qui crée l’habitude.'],
      ),
      q(
        'Qu’a un objectif d’épargne clair ?',
        ['Ce que vous voulez, combien cela coûte et pour quand', 'Exact : vous calculez ainsi combien mettre de côté.'],
        ['Seulement l’envie d’épargner', 'Sans montant ni date, vous ne savez pas combien mettre de côté.'],
        ['Un prêt pour l’atteindre plus tôt', 'Un prêt est une dette, pas une épargne.'],
      ),
    ],
  },
  'where-to-save': {
    title: 'Où garder votre épargne',
    body: [
      'Gardez votre épargne dans un établissement autorisé et supervisé : une banque ou, pour l’épargne populaire, une coopérative ou société autorisée par la CNBV. Vous pouvez le vérifier dans le registre de la CNBV ou auprès de la CONDUSEF.',
      'Dans les banques, l’IPAB garantit vos dépôts jusqu’à 400 000 UDI par personne et par banque. L’argent gardé à la maison peut être perdu ou volé, et une « tanda » (tontine) ne repose que sur la confiance entre ses membres.',
      'Pour comparer des comptes d’épargne et de placement, regardez le GAT (Ganancia Anual Total, gain annuel total) : le GAT réel retire l’inflation et dit si votre argent grandit vraiment.',
    ],
    questions: [
      q(
        'Que protège l’IPAB ?',
        ['Tout l’argent gardé à la maison', 'L’IPAB ne protège que les dépôts en banque.'],
        [
          'Vos dépôts dans une banque, jusqu’à 400 000 UDI par personne et par banque',
          'Exact : c’est la garantie des dépôts bancaires au Mexique.',
        ],
        ['Les gains de tout placement', 'Il protège les dépôts bancaires jusqu’à un plafond, pas les placements.'],
      ),
      q(
        'Quel indicateur utilisez-vous pour comparer des comptes d’épargne ?',
        ['Le CAT', 'Le CAT mesure le coût d’un crédit, pas ce que rapporte l’épargne.'],
        ['Le nombre d’agences', 'Il ne dit rien de ce que rapporte votre argent.'],
        ['Le GAT (gain annuel total)', 'Exact : et le GAT réel retire l’inflation.'],
      ),
      q(
        'Quelqu’un propose de doubler votre épargne en un mois. Que faites-vous ?',
        [
          'Je me méfie et vérifie auprès de la CNBV ou de la CONDUSEF s’il est autorisé',
          'Exact : des gains aussi élevés et rapides signalent une fraude.',
        ],
        ['J’investis tout tout de suite', 'Vous pourriez perdre toute votre épargne.'],
        ['J’investis seulement si un ami l’a déjà fait', 'Les pyramides paient les premiers au début.'],
      ),
    ],
  },
  'credit-history': {
    title: 'Votre historique de crédit',
    body: [
      'Les bureaux de crédit (Buró de Crédito et Círculo de Crédito) enregistrent comment vous remboursez : cartes, prêts et certains services. Les prêteurs le consultent pour décider.',
      'Payer à temps construit un bon historique ; les retards restent inscrits pendant des années. Utiliser peu du plafond de votre carte et ne pas demander beaucoup de crédits à la fois aide aussi.',
      'Vous avez droit à votre rapport de crédit gratuit une fois tous les 12 mois. Vérifiez-le : un crédit que vous ne reconnaissez pas peut être une usurpation d’identité, et vous pouvez déposer une réclamation.',
    ],
    questions: [
      q(
        'Qu’enregistre votre historique de crédit ?',
        ['Comment vous avez remboursé vos crédits', 'Exact : c’est ce que consultent les prêteurs.'],
        ['Combien vous avez épargné', 'L’épargne n’apparaît pas dans l’historique de crédit.'],
        ['Vos achats en espèces', 'Les achats en espèces n’y sont pas enregistrés.'],
      ),
      q(
        'À quelle fréquence pouvez-vous obtenir gratuitement votre rapport de crédit ?',
        ['Jamais : c’est toujours payant', 'La loi vous donne un rapport gratuit tous les 12 mois.'],
        ['Une fois tous les 12 mois', 'Exact : les demandes supplémentaires peuvent être payantes.'],
        ['Seulement en demandant un prêt', 'Vous pouvez le demander quand vous voulez, gratuit une fois par an.'],
      ),
      q(
        'Votre rapport montre un crédit que vous n’avez pas demandé. Qu’est-ce que cela signifie et que faites-vous ?',
        ['Rien : c’est normal', 'Non : quelqu’un a pu utiliser vos données.'],
        ['Je le paie pour qu’il disparaisse', 'Payer la dette d’un autre ne règle pas l’usurpation d’identité.'],
        [
          'C’est peut-être une usurpation d’identité : je dépose une réclamation',
          'Exact : le bureau de crédit doit la traiter.',
        ],
      ),
    ],
  },
  'real-profit': {
    title: 'Ce que louer vous rapporte vraiment',
    body: [
      'Ce que paie le locataire n’est pas ce que vous gagnez. Sur Vira, la commission de la plateforme (30 %) est prise sur ce que reçoit le propriétaire, et le dépôt est rendu : ce n’est pas un gain.',
      'De ce que vous recevez, retirez vos frais : nettoyage, entretien, réparations, envois et l’usure de l’objet, qu’un jour il faudra remplacer.',
      'Mettez aussi de côté une part pour vos impôts : les retenues d’une plateforme peuvent ne pas couvrir tout ce que vous devez. Avec votre gain réel, vous saurez si votre prix est juste.',
    ],
    questions: [
      q(
        'Vous louez un objet 1 000 pesos. Avec la commission de 30 % de Vira, combien recevez-vous avant vos frais ?',
        ['1 000 pesos', 'La commission est prise sur ce que reçoit le propriétaire.'],
        ['300 pesos', 'C’est la commission, pas ce que vous recevez.'],
        ['700 pesos', 'Exact : 1 000 − 30 % = 700.'],
      ),
      q(
        'Le dépôt de garantie fait-il partie de votre gain ?',
        ['Non : il est rendu si l’objet revient en bon état', 'Exact : il ne couvre que les dégâts éventuels.'],
        ['Oui, toujours', 'Le dépôt appartient au locataire et lui est rendu.'],
        ['Seulement si la location dure plus d’une semaine', 'La durée ne change rien : il est rendu.'],
      ),
      q(
        'Pourquoi compter l’usure de ce que vous louez ?',
        ['Inutile : l’objet est déjà à vous', 'Il perd de la valeur à l’usage et un jour vous le remplacerez.'],
        [
          'Parce qu’un jour il faudra le remplacer, et ce coût sort de ce que vous gagnez',
          'Exact : incluez-le dans votre prix.',
        ],
        ['Parce que la plateforme la facture', 'La plateforme ne facture pas l’usure.'],
      ),
    ],
  },
};
