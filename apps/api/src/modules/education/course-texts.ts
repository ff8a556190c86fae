import type { CourseTexts } from './course-structure';
import { ar } from './content/ar';
import { en } from './content/en';
import { es } from './content/es';
import { fr } from './content/fr';
import { hi } from './content/hi';
import { pt } from './content/pt';
import { ru } from './content/ru';
import { sw } from './content/sw';
import { zh } from './content/zh';

/** The first course in every language (a missing language is a compile error). */
export const FIRST_COURSE_TEXTS: CourseTexts = { es, en, zh, ar, ru, fr, hi, pt, sw };
