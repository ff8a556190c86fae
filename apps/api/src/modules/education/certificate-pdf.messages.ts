import type { Locale } from '@vira/domain/locales';

export interface CourseFacts {
  /** The course title in the certificate's main language. */
  title: string;
  titleEs: string;
  titleEn: string;
  lessons: number;
}

/** The certificate's words: a main language and, beneath in grey, a second one. */
export interface CertificateWords {
  title: string;
  titleBeneath: string;
  certifies: string;
  completed: (course: CourseFacts) => string;
  completedBeneath: (course: CourseFacts) => string;
  date: string;
  folio: string;
  note: string;
}

const spanishAndEnglish: CertificateWords = {
  title: 'Constancia de finalización',
  titleBeneath: 'Certificate of completion',
  certifies: 'Vira hace constar que / Vira certifies that',
  completed: (c) => `completó el curso «${c.titleEs}» (${c.lessons} lecciones, cuestionarios aprobados)`,
  completedBeneath: (c) => `completed the course “${c.titleEn}” (${c.lessons} lessons, quizzes passed)`,
  date: 'Fecha / Date',
  folio: 'Folio',
  note: 'Constancia educativa de Vira; no es un título oficial. Material gratuito de educación financiera: www.condusef.gob.mx',
};

/**
 * Spanish with English beneath for every language, except Arabic: written in Arabic, right to left, with the
 * Spanish beneath (Vira issues it in Mexico). Other languages keep the bilingual certificate (decision 012).
 */
export const certificateWords: Record<Locale, CertificateWords> = {
  es: spanishAndEnglish,
  en: spanishAndEnglish,
  zh: spanishAndEnglish,
  ru: spanishAndEnglish,
  fr: spanishAndEnglish,
  hi: spanishAndEnglish,
  pt: spanishAndEnglish,
  sw: spanishAndEnglish,
  ar: {
    title: 'شهادة إتمام',
    titleBeneath: 'Constancia de finalización',
    certifies: 'تشهد Vira بإتمام',
    completed: (c) => `دورة «${c.title}» (عدد الدروس: ${c.lessons}، مع اجتياز جميع الاختبارات)`,
    completedBeneath: (c) => `completó el curso «${c.titleEs}» (${c.lessons} lecciones, cuestionarios aprobados)`,
    date: 'التاريخ / Fecha',
    folio: 'الرقم / Folio',
    note: 'شهادة تعليمية من Vira، وليست شهادة رسمية. مواد مجانية للتثقيف المالي: www.condusef.gob.mx',
  },
};
