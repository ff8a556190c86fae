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
} satisfies Record<string, LocalizedText>;
