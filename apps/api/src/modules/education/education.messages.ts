import type { LocalizedText } from '../../i18n/localized';

export const educationMessages = {
  notCompleted: {
    es: 'Aprueba todas las lecciones del curso para obtener tu constancia.',
    en: 'Pass every lesson of the course to get your certificate.',
    zh: '通过本课程的所有课节即可获得证书。',
    ar: 'اجتز جميع دروس الدورة للحصول على شهادتك.',
    ru: 'Пройдите все уроки курса, чтобы получить сертификат.',
    fr: 'Réussissez toutes les leçons du cours pour obtenir votre certificat.',
    hi: 'प्रमाणपत्र पाने के लिए पाठ्यक्रम के सभी पाठ पास करें।',
    pt: 'Passe em todas as lições do curso para obter seu certificado.',
    sw: 'Faulu masomo yote ya kozi ili upate cheti chako.',
  },
  answerEveryQuestion: {
    es: 'Responde todas las preguntas del cuestionario.',
    en: 'Answer every question of the quiz.',
    zh: '请回答测验中的所有问题。',
    ar: 'أجب عن جميع أسئلة الاختبار.',
    ru: 'Ответьте на все вопросы теста.',
    fr: 'Répondez à toutes les questions du quiz.',
    hi: 'प्रश्नोत्तरी के सभी प्रश्नों का उत्तर दें।',
    pt: 'Responda a todas as perguntas do questionário.',
    sw: 'Jibu maswali yote ya jaribio.',
  },
  attemptClosed: {
    es: 'Este cuestionario ya se calificó o no es de esta lección. Vuelve a abrir la lección para un intento nuevo.',
    en: 'This quiz was already graded or is not this lesson’s. Open the lesson again for a new attempt.',
    zh: '此测验已评分或不属于本课节。请重新打开本课节开始新的尝试。',
    ar: 'تم تصحيح هذا الاختبار بالفعل أو أنه ليس لهذا الدرس. افتح الدرس مجددًا لمحاولة جديدة.',
    ru: 'Этот тест уже проверен или относится не к этому уроку. Откройте урок заново, чтобы начать новую попытку.',
    fr: 'Ce quiz a déjà été corrigé ou n’appartient pas à cette leçon. Rouvrez la leçon pour une nouvelle tentative.',
    hi: 'यह प्रश्नोत्तरी पहले ही जाँची जा चुकी है या इस पाठ की नहीं है। नए प्रयास के लिए पाठ फिर से खोलें।',
    pt: 'Este questionário já foi corrigido ou não é desta lição. Abra a lição de novo para uma nova tentativa.',
    sw: 'Jaribio hili tayari limesahihishwa au si la somo hili. Fungua somo tena kwa jaribio jipya.',
  },
} satisfies Record<string, LocalizedText>;
