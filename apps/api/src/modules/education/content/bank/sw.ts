import type { BankText } from '../../course-structure';

/** The four courses' names, a third question for each first-course lesson, and the taxes lesson (sw). */
export const sw: BankText = {
  courses: {
    budgeting: {
      title: 'Bajeti',
      description: 'Andika kinachoingia na kinachotoka, na panga kwa mapato yanayobadilika kila mwezi.',
    },
    saving: {
      title: 'Akiba na mfuko wa dharura',
      description: 'Jenga akiba kwa mambo yasiyotarajiwa na uiweke mahali salama na panapofikika haraka.',
    },
    credit: {
      title: 'Mikopo, CAT na ulaghai',
      description: 'Linganisha mikopo kwa gharama yake yote ya mwaka (CAT) na linda pesa zako dhidi ya ulaghai.',
    },
    earnings: {
      title: 'Bei ya unachokodisha na kodi ya mapato yako',
      description: 'Weka bei ya haki kwa vitu vyako na ujue unachodaiwa kwa unachopata.',
    },
  },
  extraQuestions: {
    budget: [
      {
        text: 'Ni lipi kati ya haya ni gharama isiyobadilika?',
        options: [
          {
            text: 'Kodi ya kila mwezi ya nyumba yako',
            why: 'Sahihi: ni kiasi kilekile kila mwezi.',
          },
          {
            text: 'Kula nje',
            why: 'Hubadilika kila mwezi: ni gharama inayobadilika.',
          },
          {
            text: 'Zawadi ya siku ya kuzaliwa',
            why: 'Ni ya mara moja moja: ipange kama gharama inayobadilika au lengo.',
          },
        ],
      },
    ],
    'emergency-fund': [
      {
        text: 'Mfuko wa dharura ni wa nini?',
        options: [
          {
            text: 'Likizo',
            why: 'Likizo hupangwa: iwekee akiba kando.',
          },
          {
            text: 'Matengenezo yasiyotarajiwa au kupungua kwa mapato',
            why: 'Sahihi: ni kwa yasiyotarajiwa tu.',
          },
          {
            text: 'Kununua vitu zaidi vya kukodisha',
            why: 'Huo ni uwekezaji, si dharura.',
          },
        ],
      },
    ],
    'credit-cat': [
      {
        text: 'Mikopo miwili ya kiasi na muda uleule: mmoja una CAT ya 45 %, mwingine 60 %. Upi una gharama ndogo?',
        options: [
          {
            text: 'Wa 60 %',
            why: 'CAT kubwa zaidi inamaanisha gharama yote kubwa zaidi.',
          },
          {
            text: 'Gharama ni sawa',
            why: 'CAT hujumlisha riba na ada, kwa hiyo gharama si sawa.',
          },
          {
            text: 'Wa 45 %',
            why: 'Sahihi: kadiri CAT ilivyo ndogo, ndivyo gharama yote ya mwaka ilivyo ndogo.',
          },
        ],
      },
    ],
    'marketplace-fraud': [
      {
        text: 'Mtu anakupa punguzo ukilipa nje ya Vira. Utafanya nini?',
        options: [
          {
            text: 'Nitalipa kwa uhamisho ili niokoe pesa',
            why: 'Nje ya Vira malipo yako hayana ulinzi kitu kisipofika kamwe.',
          },
          {
            text: 'Nitakataa na kulipa kupitia Vira tu',
            why: 'Sahihi: kupitia Vira malipo yanashikiliwa hadi makabidhiano.',
          },
          {
            text: 'Nitatuma nusu sasa na nusu baadaye',
            why: 'Nusu iliyotumwa nje ya Vira pia haina ulinzi.',
          },
        ],
      },
    ],
    'pricing-rentals': [
      {
        text: 'Bei ya ukodishaji inapaswa kulipia nini angalau?',
        options: [
          {
            text: 'Uchakavu na utunzaji wa kitu, na muda wako',
            why: 'Sahihi: la sivyo kila ukodishaji unakugharimu pesa.',
          },
          {
            text: 'Kile tu matangazo yanayofanana yanachoomba, hata kikikugharimu',
            why: 'Kuangalia wengine husaidia, lakini unaweza kupoteza pesa kila ukodishaji.',
          },
          {
            text: 'Bei nzima ya kitu kwa ukodishaji mmoja',
            why: 'Ni ghali mno: hakuna atakayekikodi.',
          },
        ],
      },
    ],
  },
  taxes: {
    title: 'Kodi ya unachopata kwa kukodisha',
    body: [
      'Unachopata kwa kukodisha vitu vyako ni mapato. Nchini Mexico, majukwaa ya kidijitali hukata sehemu ya kodi ya mapato (ISR) na ya VAT (IVA) kwa wanaouza au kukodisha kupitia kwayo, na huwapa CFDI yenye kiasi kilichokatwa (CFDI de retenciones). Hifadhi stakabadhi hizo.',
      'Ikiwa unachopata kupitia majukwaa kwa mwaka hakizidi peso 300,000, unaweza kuyachukulia makato hayo kama malipo ya mwisho; kikizidi, unatangaza mapato na kutoa kilichokatwa. Weka kumbukumbu ya kila ukodishaji, na ukiwa na shaka uliza SAT au mhasibu.',
    ],
    questions: [
      {
        text: 'Je, unachopata kwa kukodisha vitu vyako ni mapato?',
        options: [
          {
            text: 'Hapana, ni kushirikiana tu',
            why: 'Ni pesa unazopokea kwa huduma: ni mapato.',
          },
          {
            text: 'Ndiyo: ni mapato na yanaweza kutozwa kodi',
            why: 'Sahihi: yaandike na uangalie kinachokuhusu.',
          },
          {
            text: 'Ikiwa tu unakodisha zaidi ya mara kumi',
            why: 'Hakuna kikomo hicho: kila ukodishaji unahesabiwa.',
          },
        ],
      },
      {
        text: 'Ni hati gani inaonyesha kodi ambayo jukwaa lilikukata?',
        options: [
          {
            text: 'CFDI ya makato (CFDI de retenciones)',
            why: 'Sahihi: ni stakabadhi ya kilichokatwa.',
          },
          {
            text: 'Gumzo na mkodishaji',
            why: 'Gumzo si hati ya kodi.',
          },
          {
            text: 'Taarifa ya benki yako',
            why: 'Inaonyesha pesa zilizopokelewa, si makato.',
          },
        ],
      },
      {
        text: 'Kwa nini uweke kumbukumbu ya kila ukodishaji?',
        options: [
          {
            text: 'Haihitajiki',
            why: 'Bila kumbukumbu huwezi kutangaza ipasavyo.',
          },
          {
            text: 'Ili kukumbuka bei tu',
            why: 'Hilo pia husaidia, lakini si sababu kuu.',
          },
          {
            text: 'Ili kutangaza ipasavyo na kuthibitisha mapato yako',
            why: 'Sahihi: kumbukumbu inaunga mkono unachotangaza.',
          },
        ],
      },
    ],
  },
};
