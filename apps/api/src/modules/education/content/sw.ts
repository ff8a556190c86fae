import type { CourseText } from '../course-structure';

export const sw: CourseText = {
  title: 'Fedha kwa wanaokodisha',
  description: 'Masomo matano mafupi ya kupanga pesa zako, kutumia mikopo kwa uangalifu na kukodisha bila kutapeliwa.',
  lessons: {
    budget: {
      title: 'Bajeti yako kwenye ukurasa mmoja',
      body: [
        'Bajeti ni kuandika kinachoingia na kinachotoka kila mwezi. Anza na mapato ya uhakika, kisha orodhesha gharama za kudumu (kodi ya nyumba, umeme, usafiri) na zinazobadilika (chakula, starehe).',
        'Kanuni rahisi: tenga kwanza utakachoweka akiba, uishi kwa kinachobaki. Ukikodisha vitu vyako kwenye Vira, andika mapato hayo kando: yanabadilika kila mwezi.',
      ],
      questions: [
        {
          text: 'Nini kinafaa kuandikwa kwanza kwenye bajeti?',
          options: [
            { text: 'Starehe za mwezi', why: 'Ni gharama zinazobadilika: zirekebishe baada ya gharama za kudumu.' },
            { text: 'Mapato ya uhakika', why: 'Sahihi: mpango wote unaanza na unachojua utapokea.' },
            {
              text: 'Manunuzi ya awamu bila riba',
              why: 'Ni madeni yanayolipwa kwa mapato yako; kwanza ujue kinachoingia.',
            },
          ],
        },
        {
          text: 'Mapato yako ya kukodisha hubadilika kila mwezi. Uyashughulikie vipi?',
          options: [
            { text: 'Kama mshahara wa kudumu', why: 'Mwezi usio na ukodishaji ungekosa pesa za gharama za kudumu.' },
            { text: 'Kuyapuuza', why: 'Ni pesa halisi: yaandike ili uamue cha kufanya nayo.' },
            {
              text: 'Kuyaandika kando na kuyatumia kwa akiba au malengo',
              why: 'Sahihi: mapato yanayobadilika yanafaa akiba na malengo, si gharama za kudumu.',
            },
          ],
        },
      ],
    },
    'emergency-fund': {
      title: 'Akiba na mfuko wa dharura',
      body: [
        'Mfuko wa dharura ni pesa zinazowekwa kwa ajili ya mambo yasiyotarajiwa tu: ugonjwa, matengenezo au kupoteza kazi. Lengo la kawaida ni gharama za kudumu za miezi mitatu hadi sita.',
        'Uweke kwenye akaunti tofauti inayopatikana mara moja, katika taasisi inayosimamiwa na yenye bima ya amana. Changia kidogo lakini kila mara, ikiwezekana kwa njia ya moja kwa moja.',
      ],
      questions: [
        {
          text: 'Mfuko wa dharura kwa kawaida unapendekezwa kuwa kiasi gani?',
          options: [
            { text: 'Gharama za kudumu za miezi mitatu hadi sita', why: 'Sahihi: inatosha kwa dharura nyingi.' },
            { text: 'Gharama za wiki moja', why: 'Ni kidogo: matengenezo au ugonjwa mara nyingi hugharimu zaidi.' },
            {
              text: 'Kila kitu ulichowekeza kwa muda mrefu',
              why: 'Uwekezaji wa muda mrefu haupatikani mara moja unapouhitaji.',
            },
          ],
        },
        {
          text: 'Mfuko wa dharura uwekwe wapi?',
          options: [
            { text: 'Taslimu chini ya godoro', why: 'Unaweza kupotea au kuibiwa, na hauzalishi chochote.' },
            {
              text: 'Kwenye akaunti tofauti, inayosimamiwa na inayopatikana mara moja',
              why: 'Sahihi: uko salama, unapatikana na hauchanganyiki na matumizi ya kila siku.',
            },
            { text: 'Kumkopesha mtu unayemfahamu', why: 'Huenda asikurudishie wakati hasa unapouhitaji.' },
          ],
        },
      ],
    },
    'credit-cat': {
      title: 'Mikopo na CAT',
      body: [
        'Kiwango cha riba hakisemi gharama yote ya mkopo. Nchini Meksiko, Gharama ya Jumla ya Mwaka (CAT) hujumlisha riba, ada na gharama nyingine za lazima kuwa asilimia moja ya mwaka, bila VAT.',
        'Kulinganisha mikopo ya kiasi na muda ule ule, angalia CAT: iliyo chini ndiyo nafuu zaidi. Kabla ya kusaini, linganisha malipo ya mwezi na mapato yako: yasizidi theluthi moja.',
      ],
      questions: [
        {
          text: 'Mikopo miwili ina riba ile ile, lakini mmoja una ada ya kufungua. CAT zao zikoje?',
          options: [
            { text: 'Ni sawa kwa yote mawili', why: 'CAT inajumuisha ada, kwa hivyo haziwezi kuwa sawa.' },
            { text: 'Iko chini kwa ule wenye ada', why: 'Ada huongeza gharama, haipunguzi.' },
            { text: 'Iko juu kwa ule wenye ada', why: 'Sahihi: CAT huongeza ada kwenye gharama ya mkopo.' },
          ],
        },
        {
          text: 'Takwimu gani inasaidia kulinganisha mikopo ya kiasi na muda ule ule?',
          options: [
            { text: 'CAT', why: 'Sahihi: inaeleza gharama yote kwa asilimia moja inayolinganishwa.' },
            { text: 'Rangi ya tangazo', why: 'Matangazo hayakuambii utalipa kiasi gani.' },
            { text: 'Kiwango cha riba pekee', why: 'Kinaacha ada na bima za lazima.' },
          ],
        },
      ],
    },
    'marketplace-fraud': {
      title: 'Kuepuka utapeli unapokodisha',
      body: [
        'Utapeli wa kawaida hukutaka ulipe nje ya jukwaa, hutuma viungo bandia vya malipo au hukuharakisha. Kwenye Vira malipo hushikiliwa hadi uthibitishe umepokea kitu.',
        'Usishiriki kamwe misimbo unayopokea kwa SMS au WhatsApp, usiamini bei za chini mno na ripoti yeyote anayeomba taarifa za benki kwenye gumzo.',
      ],
      questions: [
        {
          text: 'Mtu anakupa punguzo ukilipa kwa uhamisho nje ya Vira. Unafanya nini?',
          options: [
            {
              text: 'Nakubali, ni nafuu',
              why: 'Nje ya Vira unapoteza kushikiliwa kwa malipo na ulinzi kukitokea tatizo.',
            },
            {
              text: 'Nakataa na kuripoti',
              why: 'Sahihi: kulipa kwenye jukwaa kunakulinda na kuripoti kunasaidia wengine.',
            },
            { text: 'Nalipa nusu nje', why: 'Sehemu hiyo ya malipo bado haina ulinzi.' },
          ],
        },
        {
          text: 'Unapokea msimbo kwa SMS na mtu mwingine anauomba "kuthibitisha ukodishaji". Unafanya nini?',
          options: [
            {
              text: 'Nampa, inaonekana ni sehemu ya mchakato',
              why: 'Misimbo hufungua akaunti yako: hakuna mtu halali anayeiomba.',
            },
            { text: 'Nampa ikiwa ana maoni mazuri', why: 'Maoni hayabadilishi kwamba msimbo unafungua akaunti yako.' },
            { text: 'Simpi mtu yeyote', why: 'Sahihi: msimbo wa uthibitisho ni wako peke yako.' },
          ],
        },
      ],
    },
    'pricing-rentals': {
      title: 'Kuweka bei ya unachokodisha',
      body: [
        'Mahali pa kuanzia: toza kwa siku kati ya 3 % na 10 % ya bei ya kitu kipya, kulingana na mahitaji na uchakavu. Toa punguzo la wiki au mwezi.',
        'Kumbuka kutoa kamisheni ya jukwaa, matengenezo na ubadilishaji. Omba amana inayofidia uharibifu wa kawaida, na kagua bei yako wiki zikipita bila ukodishaji.',
      ],
      questions: [
        {
          text: 'Keekee mpya inagharimu peso 2,000. Bei gani kwa siku ni mwanzo mzuri?',
          options: [
            { text: 'Kati ya peso 60 na 200', why: 'Sahihi: ni 3 % hadi 10 % ya bei mpya.' },
            { text: 'Peso 1,500', why: 'Karibu bei ya kuinunua: hakuna atakayeikodisha.' },
            { text: 'Peso 5', why: 'Haifidii uchakavu wala kamisheni.' },
          ],
        },
        {
          text: 'Unapaswa kutoa nini kwenye unachotoza ili kujua faida yako?',
          options: [
            { text: 'Hakuna, yote ni faida', why: 'Unasahau kamisheni, matengenezo na uchakavu.' },
            {
              text: 'Kamisheni, matengenezo na ubadilishaji',
              why: 'Sahihi: ndiyo gharama ya kuweka kitu kikizalisha.',
            },
            { text: 'VAT pekee', why: 'Kuna gharama nyingine mbali na kodi.' },
          ],
        },
      ],
    },
  },
};
