import type { LocalizedText } from '../../i18n/localized';

type Template = { title: LocalizedText; description: LocalizedText };

/** The tender notices, merged into the notifications module's templates; `{title}`, `{days}`, `{deadline}`, `{search}`. */
export const tenderNoticeTemplates = {
  tender_deadline: {
    title: {
      es: 'Se acerca el cierre de una licitación',
      en: 'A tender’s deadline is near',
      zh: '招标截止日期临近',
      ar: 'اقترب موعد إغلاق مناقصة',
      ru: 'Приближается срок подачи по закупке',
      fr: 'La date limite d’un appel d’offres approche',
      hi: 'एक निविदा की अंतिम तिथि निकट है',
      pt: 'O prazo de uma licitação está próximo',
      sw: 'Mwisho wa zabuni unakaribia',
    },
    description: {
      es: '«{title}» recibe proposiciones hasta el {deadline} (faltan {days} días).',
      en: '“{title}” accepts bids until {deadline} ({days} days left).',
      zh: '「{title}」接受投标至 {deadline}（剩余 {days} 天）。',
      ar: '«{title}» يقبل العروض حتى {deadline} (متبقٍ {days} أيام).',
      ru: '«{title}» принимает предложения до {deadline} (осталось дней: {days}).',
      fr: '« {title} » accepte les offres jusqu’au {deadline} ({days} jours restants).',
      hi: '“{title}” {deadline} तक प्रस्ताव स्वीकार करता है ({days} दिन शेष)।',
      pt: '“{title}” recebe propostas até {deadline} (faltam {days} dias).',
      sw: '“{title}” inapokea zabuni hadi {deadline} (siku {days} zimebaki).',
    },
  },
  tender_new_match: {
    title: {
      es: 'Nueva licitación para tu búsqueda',
      en: 'New tender for your saved search',
      zh: '你保存的搜索有新的招标',
      ar: 'مناقصة جديدة لبحثك المحفوظ',
      ru: 'Новая закупка по вашему сохранённому поиску',
      fr: 'Nouvel appel d’offres pour votre recherche',
      hi: 'आपकी सहेजी खोज के लिए नई निविदा',
      pt: 'Nova licitação para sua busca salva',
      sw: 'Zabuni mpya kwa utafutaji wako uliohifadhiwa',
    },
    description: {
      es: '«{title}» coincide con tu búsqueda «{search}».',
      en: '“{title}” matches your search “{search}”.',
      zh: '「{title}」符合你的搜索「{search}」。',
      ar: '«{title}» يطابق بحثك «{search}».',
      ru: '«{title}» подходит под ваш поиск «{search}».',
      fr: '« {title} » correspond à votre recherche « {search} ».',
      hi: '“{title}” आपकी खोज “{search}” से मेल खाता है।',
      pt: '“{title}” corresponde à sua busca “{search}”.',
      sw: '“{title}” inalingana na utafutaji wako “{search}”.',
    },
  },
} satisfies Record<string, Template>;
