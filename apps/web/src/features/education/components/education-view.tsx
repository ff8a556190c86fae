import { useQuery } from '@tanstack/react-query';
import { CheckCircle2Icon, CircleIcon, DownloadIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { documentLink } from '@/lib/document-link';
import { coursesQuery } from '@/lib/queries/education-queries';
import { LessonView } from './lesson-view';

// CONDUSEF's home: its free courses and guides move between sections; the home page always leads to them.
const CONDUSEF_EDUCATION_URL = 'https://www.condusef.gob.mx/';

/** /financial-education: the four courses, a course's lessons with progress, a lesson's quiz, its certificate. */
export function EducationView() {
  const { t, i18n } = useTranslation('education');
  const courses = useQuery(coursesQuery(i18n.language));
  const [params, setParams] = useSearchParams();
  const all = courses.data?.courses ?? [];
  const course = all.find((c) => c.id === params.get('course')) ?? all[0];
  const wanted = params.get('lesson');
  const lessonId = course?.lessons.some((l) => l.id === wanted) ? wanted : null;

  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p className="text-slate-600">{t('intro')}</p>
        <p className="text-sm">
          <a
            href={CONDUSEF_EDUCATION_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-700 underline"
          >
            {t('condusef')}
          </a>
        </p>
      </header>
      {courses.isPending && <Spinner />}
      {all.length > 1 && (
        <nav aria-label={t('courses')} className="flex flex-wrap gap-2">
          {all.map((c) => (
            <Button
              key={c.id}
              size="sm"
              variant={c.id === course?.id ? 'default' : 'outline'}
              aria-current={c.id === course?.id ? 'page' : undefined}
              onClick={() => setParams({ course: c.id })}
              // A course's name may be longer than a phone is wide: it wraps instead of pushing the page sideways.
              className="h-auto min-h-8 max-w-full py-1 text-start whitespace-normal"
            >
              {c.completed && <CheckCircle2Icon aria-hidden />}
              {c.title}
            </Button>
          ))}
        </nav>
      )}
      {course && (
        <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
          <nav aria-label={course.title} className="space-y-3">
            <h2 className="font-semibold">{course.title}</h2>
            <p className="text-sm text-slate-600">{course.description}</p>
            <div
              role="progressbar"
              aria-label={t('progress', { passed: course.passedCount, total: course.lessons.length })}
              aria-valuemin={0}
              aria-valuemax={course.lessons.length}
              aria-valuenow={course.passedCount}
              className="h-2 overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className="h-full bg-emerald-600"
                style={{ width: `${(course.passedCount / course.lessons.length) * 100}%` }}
              />
            </div>
            <p className="text-sm" data-testid="course-progress">
              {t('progress', { passed: course.passedCount, total: course.lessons.length })}
            </p>
            <ol className="space-y-1">
              {course.lessons.map((lesson, i) => (
                <li key={lesson.id}>
                  <button
                    type="button"
                    aria-current={lesson.id === lessonId ? 'page' : undefined}
                    onClick={() => setParams({ course: course.id, lesson: lesson.id })}
                    className="flex w-full items-start gap-2 rounded-md p-2 text-start text-sm hover:bg-slate-100 aria-[current=page]:bg-slate-100"
                  >
                    {lesson.passed ? (
                      <CheckCircle2Icon aria-label={t('passed')} className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                    ) : (
                      <CircleIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-400" />
                    )}
                    <span>
                      {i + 1}. {lesson.title}
                    </span>
                  </button>
                </li>
              ))}
            </ol>
            {course.certificateId && (
              <Button asChild variant="accent" className="w-full">
                <a href={documentLink(`/api/education/courses/${course.id}/certificate`, i18n.language)} download>
                  <DownloadIcon aria-hidden />
                  {t('certificate')}
                </a>
              </Button>
            )}
          </nav>
          <div>
            {lessonId ? (
              <LessonView key={`${course.id}/${lessonId}`} courseId={course.id} lessonId={lessonId} />
            ) : (
              <div className="rounded-lg border border-slate-200 bg-white p-6">
                <p>{t('start')}</p>
                <Button
                  className="mt-4"
                  onClick={() => setParams({ course: course.id, lesson: course.lessons[0]!.id })}
                >
                  {t('begin')}
                </Button>
              </div>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
