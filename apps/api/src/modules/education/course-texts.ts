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
import { ar as arMore } from './content/more/ar';
import { en as enMore } from './content/more/en';
import { es as esMore } from './content/more/es';
import { fr as frMore } from './content/more/fr';
import { hi as hiMore } from './content/more/hi';
import { pt as ptMore } from './content/more/pt';
import { ru as ruMore } from './content/more/ru';
import { sw as swMore } from './content/more/sw';
import { zh as zhMore } from './content/more/zh';
import type { AddedLessonsText, BankText, CourseText, EducationText, LessonId } from './course-structure';

function compose(first: CourseText, bank: BankText, more: AddedLessonsText): EducationText {
  const lessons = Object.fromEntries(
    Object.entries(first.lessons).map(([id, lesson]) => [
      id,
      { ...lesson, questions: [...lesson.questions, ...bank.extraQuestions[id as keyof BankText['extraQuestions']]] },
    ]),
  ) as Record<keyof CourseText['lessons'], EducationText['lessons'][LessonId]>;
  return { courses: bank.courses, lessons: { ...lessons, ...more, 'taxes-earnings': bank.taxes } };
}

/** Every course in every language (a missing language is a compile error). */
export const EDUCATION_TEXTS: Record<Locale, EducationText> = {
  es: compose(es, esBank, esMore),
  en: compose(en, enBank, enMore),
  zh: compose(zh, zhBank, zhMore),
  ar: compose(ar, arBank, arMore),
  ru: compose(ru, ruBank, ruMore),
  fr: compose(fr, frBank, frMore),
  hi: compose(hi, hiBank, hiMore),
  pt: compose(pt, ptBank, ptMore),
  sw: compose(sw, swBank, swMore),
};
