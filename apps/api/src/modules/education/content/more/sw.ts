import type { AddedLessonsText } from '../../course-structure';
import { q } from './question';

/** The lessons added so every course has three (sw). Figures and institutions are Mexico's. */
export const sw: AddedLessonsText = {
  'expense-tracking': {
    title: 'Andika matumizi yako',
    body: [
      'Ili ujue pesa zako zinakwenda wapi, andika kila matumizi kwa mwezi mmoja, hata madogo: kahawa, salio la simu, ada ya benki.',
      'Matumizi madogo ya mara kwa mara («gastos hormiga») hujumlika kuwa kiasi kikubwa kwa mwezi. Kuyaona yameandikwa hukusaidia kuamua yapi upunguze.',
      'Tenganisha gharama za vitu unavyokodisha (usafi, matengenezo, usafirishaji) na matumizi yako binafsi: hivyo unajua kukodisha kunakuachia kiasi gani hasa.',
    ],
    questions: [
      q(
        'Matumizi gani yanafaa kuandikwa?',
        ['Makubwa pekee', 'Madogo ya mara kwa mara nayo hujumlika.'],
        ['Yote, hata madogo', 'Sahihi: bila madogo huoni jumla halisi.'],
        ['Yale ya kadi pekee', 'Pesa taslimu nazo ni matumizi, na husahaulika kwa urahisi.'],
      ),
      q(
        'Kahawa ya peso 40 kila siku ya kazi: ni kiasi gani kwa mwezi wenye siku 20 za kazi?',
        ['Peso 800', 'Sahihi: 40 × 20 = peso 800 kwa mwezi.'],
        ['Peso 40', 'Hiyo ni siku moja tu.'],
        ['Peso 200', 'Hesabu tena: 40 × 20 = 800.'],
      ),
      q(
        'Kwa nini kutenganisha gharama za kukodisha na matumizi binafsi?',
        ['Kwa sababu benki inataka', 'Si sharti la benki.'],
        ['Hakuna haja ya kutenganisha', 'Zikichanganyika, hujui kukodisha kunakupa kiasi gani.'],
        ['Ili ujue kukodisha kunakuachia kiasi gani hasa', 'Sahihi: na risiti zako ziko karibu.'],
      ),
    ],
  },
  'irregular-income': {
    title: 'Bajeti wakati mapato yanabadilika',
    body: [
      'Ukikodisha vitu vyako, mapato hubadilika mwezi hadi mwezi: kuna misimu mizuri na miezi dhaifu. Panga kwa mapato ya mwezi dhaifu, si ya mwezi wako bora.',
      'Kwanza gharamia mahitaji muhimu: makazi, chakula, huduma na madeni. Kinachozidi katika miezi mizuri kiweke kando: sehemu kwa miezi dhaifu na sehemu kwa malengo yako.',
      'Pitia bajeti yako kila mwezi na uirekebishe kulingana na kilichoingia kweli, si ulichotarajia.',
    ],
    questions: [
      q(
        'Upange kwa mapato gani ikiwa mapato yako hubadilika kila mwezi?',
        ['Ya mwezi dhaifu', 'Sahihi: hivyo miezi dhaifu haikushtui.'],
        ['Ya mwezi wako bora', 'Ukipanga kwa mwezi bora, miezi dhaifu itakupungukia.'],
        ['Unachotarajia kupata mwaka ujao', 'Ni makadirio yasiyo na uhakika: panga kwa unachojua kinaingia.'],
      ),
      q(
        'Katika mwezi mzuri sana, ufanye nini na pesa za ziada?',
        ['Kuzitumia zote: miezi mizuri itakuja tena', 'Hakuna uhakika kwamba mwezi ujao utakuwa mzuri vivyo hivyo.'],
        ['Kuchukua mkopo ili kunufaika zaidi', 'Mkopo hautumii ziada: unaifunga.'],
        [
          'Kuweka sehemu kwa miezi dhaifu na sehemu kwa malengo yako',
          'Sahihi: pesa za miezi mizuri hufidia miezi dhaifu.',
        ],
      ),
      q(
        'Nini huja kwanza kwenye bajeti yako?',
        ['Vitu unavyotaka kununua', 'Unachotaka kinaweza kusubiri; muhimu hakiwezi.'],
        ['Mahitaji muhimu: makazi, chakula, huduma na madeni', 'Sahihi: gharamia kwanza kisichoweza kukosekana.'],
        ['Matembezi na marafiki', 'Ni matumizi yanayobadilika: huja baada ya mahitaji muhimu.'],
      ),
    ],
  },
  'savings-goals': {
    title: 'Malengo ya akiba',
    body: [
      'Lengo la akiba lililo wazi linasema unataka nini, kinagharimu kiasi gani na kwa lini. Ndipo unajua kiasi cha kuweka kando: gharama ukigawanya kwa miezi iliyobaki.',
      'Weka akiba mara tu unapopokea pesa, si kutoka kwa kinachobaki mwisho wa mwezi. Ukiweza, panga uhamisho wa kiotomatiki.',
      'Anza kidogo ikibidi: muhimu ni kudumu. Mapato yakibadilika, rekebisha kiasi badala ya kuacha lengo.',
    ],
    questions: [
      q(
        'Unataka kukusanya peso 6,000 ndani ya miezi 12. Uweke kando kiasi gani kila mwezi?',
        ['Peso 1,000', 'Kwa 1,000 kila mwezi ungekusanya 12,000.'],
        ['Peso 600', 'Kwa 600 kila mwezi ungekusanya 7,200.'],
        ['Peso 500', 'Sahihi: 6,000 ÷ 12 = 500.'],
      ),
      q(
        'Ni lini vizuri kuweka akiba?',
        ['Kutoka kwa kinachobaki mwisho wa mwezi', 'Mara chache hubaki kitu: akiba huja mwisho na hupotea.'],
        ['Mara tu unapopokea pesa', 'Sahihi: kuweka akiba kwanza huzuia kuzitumia.'],
        ['Tu unapopata bonasi ya mwisho wa mwaka', 'Inasaidia, lakini kudumu kila mwezi ndiko hujenga tabia.'],
      ),
      q(
        'Lengo la akiba lililo wazi lina nini?',
        ['Unachotaka, gharama yake na lini', 'Sahihi: kwa hayo unahesabu kiasi cha kuweka kando.'],
        ['Hamu ya kuweka akiba pekee', 'Bila kiasi na tarehe hujui uweke kando kiasi gani.'],
        ['Mkopo wa kulifikia mapema', 'Mkopo ni deni, si akiba.'],
      ),
    ],
  },
  'where-to-save': {
    title: 'Mahali pa kuweka akiba yako',
    body: [
      'Weka akiba yako katika taasisi iliyoidhinishwa na inayosimamiwa: benki au, kwa akiba ya jamii, chama cha ushirika au kampuni iliyoidhinishwa na CNBV. Unaweza kuthibitisha kwenye orodha ya CNBV au kupitia CONDUSEF.',
      'Katika benki, IPAB inalinda amana zako hadi UDI 400,000 kwa kila mtu kwa kila benki. Pesa zinazowekwa nyumbani zinaweza kupotea au kuibiwa, na «tanda» (kikundi cha akiba) hutegemea tu uaminifu wa wanachama.',
      'Kulinganisha akaunti za akiba na uwekezaji, angalia GAT (Ganancia Anual Total, faida ya jumla ya mwaka): GAT halisi huondoa mfumuko wa bei na kukuonyesha kama pesa zako zinakua kweli.',
    ],
    questions: [
      q(
        'IPAB inalinda nini?',
        ['Pesa zote unazoweka nyumbani', 'IPAB inalinda amana za benki pekee.'],
        [
          'Amana zako benki, hadi UDI 400,000 kwa kila mtu kwa kila benki',
          'Sahihi: ni bima ya amana za benki nchini Meksiko.',
        ],
        ['Faida ya uwekezaji wowote', 'Inalinda amana za benki hadi kikomo, si uwekezaji.'],
      ),
      q(
        'Utumie kiashiria gani kulinganisha akaunti za akiba?',
        ['CAT', 'CAT hupima gharama ya mkopo, si faida ya akiba.'],
        ['Idadi ya matawi', 'Haisemi pesa zako zinapata kiasi gani.'],
        ['GAT (faida ya jumla ya mwaka)', 'Sahihi: na GAT halisi huondoa mfumuko wa bei.'],
      ),
      q(
        'Mtu anakuahidi kuongeza akiba yako mara mbili ndani ya mwezi. Utafanya nini?',
        [
          'Nitashuku na kuthibitisha kwa CNBV au CONDUSEF kama ameidhinishwa',
          'Sahihi: faida kubwa hivyo na haraka hivyo ni dalili ya ulaghai.',
        ],
        ['Nitawekeza kila kitu mara moja', 'Unaweza kupoteza akiba yako yote.'],
        ['Nitawekeza tu kama rafiki ameshawekeza', 'Mipango ya piramidi huwalipa wa kwanza mwanzoni.'],
      ),
    ],
  },
  'credit-history': {
    title: 'Historia yako ya mikopo',
    body: [
      'Ofisi za taarifa za mikopo (Buró de Crédito na Círculo de Crédito) huhifadhi jinsi unavyolipa mikopo yako: kadi, mikopo na baadhi ya huduma. Wakopeshaji huiangalia ili kuamua.',
      'Kulipa kwa wakati hujenga historia nzuri; ucheleweshaji hubaki kwenye rekodi kwa miaka. Kutumia sehemu ndogo ya kikomo cha kadi yako na kutoomba mikopo mingi kwa wakati mmoja pia husaidia.',
      'Una haki ya kupata ripoti yako ya mikopo bila malipo mara moja kila miezi 12. Ikague: mkopo usioutambua unaweza kuwa wizi wa utambulisho, na unaweza kuwasilisha malalamiko.',
    ],
    questions: [
      q(
        'Historia yako ya mikopo huhifadhi nini?',
        ['Jinsi ulivyolipa mikopo yako', 'Sahihi: ndicho wakopeshaji huangalia.'],
        ['Kiasi cha akiba ulicho nacho', 'Akiba haionekani kwenye historia ya mikopo.'],
        ['Manunuzi yako ya pesa taslimu', 'Manunuzi ya pesa taslimu hayarekodiwi huko.'],
      ),
      q(
        'Unaweza kupata ripoti yako ya mikopo bure mara ngapi?',
        ['Kamwe: hulipiwa kila mara', 'Sheria inakupa ripoti ya bure kila miezi 12.'],
        ['Mara moja kila miezi 12', 'Sahihi: maombi ya ziada yanaweza kuwa na gharama.'],
        ['Tu unapoomba mkopo', 'Unaweza kuiomba mwenyewe wakati wowote, bure mara moja kwa mwaka.'],
      ),
      q(
        'Ripoti yako inaonyesha mkopo ambao hukuuomba. Inamaanisha nini na ufanye nini?',
        ['Hakuna kitu: ni kawaida', 'Si kawaida: huenda mtu ametumia taarifa zako.'],
        ['Kuulipa ili uondoke', 'Kulipa deni la mtu mwingine hakutatui wizi wa utambulisho.'],
        [
          'Huenda ni wizi wa utambulisho: nawasilisha malalamiko',
          'Sahihi: ofisi ya taarifa za mikopo lazima iyashughulikie.',
        ],
      ),
    ],
  },
  'real-profit': {
    title: 'Kukodisha kunakuachia kiasi gani hasa',
    body: [
      'Anacholipa mkodishaji si mapato yako. Kwenye Vira kamisheni ya jukwaa (30 %) hukatwa kutoka kwa anachopokea mmiliki, na amana hurudishwa: si mapato.',
      'Kutoka kwa unachopokea, toa gharama zako: usafi, utunzaji, matengenezo, usafirishaji na uchakavu wa kitu, ambacho siku moja utalazimika kukibadilisha.',
      'Weka kando pia sehemu kwa ajili ya kodi: makato ya jukwaa huenda yasitoshe kulipa kodi yote unayodaiwa. Ukijua faida halisi, utajua kama bei yako ni ya haki.',
    ],
    questions: [
      q(
        'Unakodisha kitu kwa peso 1,000. Kwa kamisheni ya Vira ya 30 %, unapokea kiasi gani kabla ya gharama zako?',
        ['Peso 1,000', 'Kamisheni hukatwa kutoka kwa anachopokea mmiliki.'],
        ['Peso 300', 'Hiyo ni kamisheni, si unachopokea.'],
        ['Peso 700', 'Sahihi: 1,000 − 30 % = 700.'],
      ),
      q(
        'Je, amana ni sehemu ya faida yako?',
        ['Hapana: hurudishwa kitu kikirudi kikiwa katika hali nzuri', 'Sahihi: inagharamia uharibifu tu, ukiwepo.'],
        ['Ndiyo, kila mara', 'Amana ni ya mkodishaji na hurudishwa kwake.'],
        ['Tu ikiwa ukodishaji unadumu zaidi ya wiki', 'Muda haubadilishi kwamba hurudishwa.'],
      ),
      q(
        'Kwa nini uhesabu uchakavu wa unachokodisha?',
        ['Hakuna haja: kitu tayari ni chako', 'Kwa matumizi hupoteza thamani na siku moja utakibadilisha.'],
        [
          'Kwa sababu siku moja utalazimika kukibadilisha, na gharama hiyo hutoka kwenye mapato yako',
          'Sahihi: iweke kwenye bei yako.',
        ],
        ['Kwa sababu jukwaa hulipisha', 'Jukwaa halilipishi uchakavu.'],
      ),
    ],
  },
};
