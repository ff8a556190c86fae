import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuizResult } from '@vira/domain/education';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { api, data } from '@/lib/api';
import { cn } from '@/lib/cn';
import { intlLocale } from '@/lib/intl-locale';
import { lessonQuery } from '@/lib/queries/education-queries';

/**
 * A lesson's text and an attempt at its quiz (questions drawn from the lesson's bank). Once passed, every option
 * shows why it is right or wrong; a failed attempt shows only the score and when the next one opens.
 */
export function LessonView({ courseId, lessonId }: { courseId: string; lessonId: string }) {
  const { t, i18n } = useTranslation('education');
  const client = useQueryClient();
  const lesson = useQuery(lessonQuery(courseId, lessonId, i18n.language));
  const [answers, setAnswers] = useState<Record<string, number[]>>({});
  // The graded attempt keeps its own questions: the lesson, read again, may hold a new attempt.
  const [result, setResult] = useState<{
    lessonId: string;
    value: QuizResult;
    questions: { text: string; options: string[] }[];
  } | null>(null);
  const chosen = answers[lessonId] ?? [];
  const graded = result?.lessonId === lessonId ? result.value : null;
  const time = new Intl.DateTimeFormat(intlLocale(i18n.language), { timeStyle: 'short' });
  const grade = useMutation({
    mutationFn: ({ attemptId, picked }: { attemptId: string; picked: number[] }) =>
      data(
        api.POST('/api/education/courses/{courseId}/lessons/{lessonId}/quiz', {
          params: { path: { courseId, lessonId } },
          body: { attemptId, answers: picked },
        }),
      ),
    onSuccess: (value) => {
      setResult({ lessonId, value, questions: lesson.data?.questions ?? [] });
      setAnswers({ ...answers, [lessonId]: [] });
      void client.invalidateQueries({ queryKey: ['education', 'courses'] });
    },
    onError: (error) => toast.error(error instanceof Error && error.message ? error.message : t('error')),
  });

  if (lesson.isPending) return <Spinner />;
  if (!lesson.data) return <p>{t('error')}</p>;
  const attemptId = lesson.data.attemptId;
  const questions = graded?.passed ? result!.questions : graded ? [] : lesson.data.questions;
  const retryAt = graded?.retryAt ?? lesson.data.retryAt;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (attemptId) grade.mutate({ attemptId, picked: questions.map((_, i) => chosen[i] ?? 0) });
  };
  const complete = questions.length > 0 && questions.every((_, i) => chosen[i] !== undefined);
  const picked = graded?.passed ? graded.results.map((r) => r.chosen) : chosen;

  return (
    <article className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 className="text-2xl font-bold">{lesson.data.title}</h2>
      {lesson.data.body.map((p, i) => (
        <p key={i} className="leading-relaxed">
          {p}
        </p>
      ))}
      <form onSubmit={submit} className="space-y-5">
        <h3 className="text-lg font-semibold">{t('quiz')}</h3>
        {questions.map((q, qi) => {
          const r = graded?.results[qi];
          return (
            <fieldset key={qi} className="space-y-2">
              <legend className="font-medium">
                {qi + 1}. {q.text}
              </legend>
              {q.options.map((option, oi) => {
                const isChosen = picked[qi] === oi;
                return (
                  <div
                    key={oi}
                    className={cn(
                      'rounded-md border p-2',
                      r && oi === r.correct && 'border-emerald-500 bg-emerald-50',
                      r && isChosen && oi !== r.correct && 'border-red-400 bg-red-50',
                      !r && 'border-slate-200',
                    )}
                  >
                    <label className="flex items-start gap-2">
                      <input
                        type="radio"
                        name={`q-${lessonId}-${qi}`}
                        className="mt-1"
                        checked={isChosen}
                        disabled={Boolean(graded)}
                        onChange={() => {
                          const next = [...chosen];
                          next[qi] = oi;
                          setAnswers({ ...answers, [lessonId]: next });
                          setResult(null);
                        }}
                      />
                      <span>{option}</span>
                    </label>
                    {r && <p className="mt-1 ps-6 text-sm text-slate-700">{r.explanations[oi]}</p>}
                  </div>
                );
              })}
            </fieldset>
          );
        })}
        {graded && (
          <p
            role="status"
            className={cn(
              'rounded-md p-3 font-medium',
              graded.passed ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900',
            )}
          >
            {graded.passed
              ? t('passedQuiz', { score: graded.score, total: graded.total })
              : t('retry', {
                  score: graded.score,
                  total: graded.total,
                  time: retryAt ? time.format(new Date(retryAt)) : '',
                })}
          </p>
        )}
        {!graded && retryAt && (
          <p role="status" className="rounded-md bg-amber-100 p-3 font-medium text-amber-900">
            {t('lockedUntil', { time: time.format(new Date(retryAt)) })}
          </p>
        )}
        {!graded && questions.length > 0 && (
          <Button type="submit" disabled={!complete || grade.isPending || !attemptId}>
            {t('check')}
          </Button>
        )}
        {!attemptId && !retryAt && <p className="text-sm text-slate-600">{t('signInToAnswer')}</p>}
      </form>
    </article>
  );
}
