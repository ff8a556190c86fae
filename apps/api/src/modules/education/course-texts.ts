import type { Locale } from '@vira/domain/locales';
import { ar } from './content/ar';
import { ar as arBank } from './content/bank/ar';
import { en as enBank } from './content/bank/en';
import { es as esBank } from './content/bank/es';
import { fr as frBank } from './content/bank/fr';
import { hi as hiBank } from './content/bank/hi';
import { pt as ptBank } from './content/bank/pt';
import { ru as ruBank } from './content/bank/ru';
import { sw as swBank } from './content/bank/sw';
import { zh as zhBank } from './content/bank/zh';
import { en } from './content/en';
import { es } from './content/es';
import { fr } from './content/fr';
import { hi } from './content/hi';
import { pt } from './content/pt';
import { ru } from './content/ru';
import { sw } from './content/sw';
import { zh } from './content/zh';
import type { BankText, CourseText, EducationText } from './course-structure';

function compose(first: CourseText, bank: BankText): EducationText {
  const lessons = Object.fromEntries(
    Object.entries(first.lessons).map(([id, lesson]) => [
      id,
      { ...lesson, questions: [...lesson.questions, ...bank.extraQuestions[id as keyof BankText['extraQuestions']]] },
    ]),
  ) as Omit<EducationText['lessons'], 'taxes-earnings'>;
  return { courses: bank.courses, lessons: { ...lessons, 'taxes-earnings': bank.taxes } };
}

/** Every course in every language (a missing language is a compile error). */
export const EDUCATION_TEXTS: Record<Locale, EducationText> = {
  es: compose(es, esBank),
  en: compose(en, enBank),
  zh: compose(zh, zhBank),
  ar: compose(ar, arBank),
  ru: compose(ru, ruBank),
  fr: compose(fr, frBank),
  hi: compose(hi, hiBank),
  pt: compose(pt, ptBank),
  sw: compose(sw, swBank),
};
