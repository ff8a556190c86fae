import type { LocalizedText } from '../../i18n/localized';

export const viraMessages = {
  /** Spec: 'Debes estar autenticado para aplicar'. */
  signInToApply: {
    es: 'Debes estar autenticado para aplicar',
    en: 'You must be signed in to apply',
    zh: '你必须登录才能申请',
    ar: 'يجب تسجيل الدخول لتقديم الطلب',
    ru: 'Чтобы подать заявку, нужно войти в аккаунт',
    fr: 'Vous devez être connecté pour postuler',
    hi: 'आवेदन करने के लिए आपको साइन इन करना होगा',
    pt: 'Você precisa estar autenticado para se candidatar',
    sw: 'Lazima uingie ili kutuma ombi',
  },
  /** Spec: 'Campos incompletos' / 'Por favor completa todos los campos requeridos'. */
  incomplete: {
    es: 'Por favor completa todos los campos requeridos',
    en: 'Please fill in all required fields',
    zh: '请填写所有必填字段',
    ar: 'يرجى ملء جميع الحقول المطلوبة',
    ru: 'Пожалуйста, заполните все обязательные поля',
    fr: 'Veuillez remplir tous les champs obligatoires',
    hi: 'कृपया सभी आवश्यक फ़ील्ड भरें',
    pt: 'Por favor, preencha todos os campos obrigatórios',
    sw: 'Tafadhali jaza sehemu zote zinazohitajika',
  },
  alreadyOpen: {
    es: 'Ya tienes una aplicación en revisión. Te avisaremos cuando tengamos una respuesta.',
    en: 'You already have an application under review. We will let you know when we have an answer.',
    zh: '你已有一份正在审核的申请。有结果时我们会通知你。',
    ar: 'لديك طلب قيد المراجعة بالفعل. سنخبرك عندما يكون لدينا رد.',
    ru: 'У вас уже есть заявка на рассмотрении. Мы сообщим, когда будет ответ.',
    fr: 'Vous avez déjà une candidature en cours d’examen. Nous vous informerons dès que nous aurons une réponse.',
    hi: 'आपका एक आवेदन पहले से समीक्षा में है। उत्तर मिलने पर हम आपको बताएँगे।',
    pt: 'Você já tem uma candidatura em análise. Avisaremos quando tivermos uma resposta.',
    sw: 'Tayari una ombi linalokaguliwa. Tutakujulisha tukipata jibu.',
  },
  alreadyVira: {
    es: 'Ya eres Vira.',
    en: 'You are already a Vira.',
    zh: '你已经是 Vira。',
    ar: 'أنت بالفعل Vira.',
    ru: 'Вы уже Vira.',
    fr: 'Vous êtes déjà Vira.',
    hi: 'आप पहले से Vira हैं।',
    pt: 'Você já é Vira.',
    sw: 'Tayari wewe ni Vira.',
  },
} satisfies Record<string, LocalizedText>;
