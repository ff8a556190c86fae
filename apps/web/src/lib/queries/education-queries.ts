import { queryOptions } from '@tanstack/react-query';
import { api, data } from '../api';

// The language is part of each key: courses are served in the person's language.
export const educationKeys = {
  all: ['education'] as const,
  courses: (language: string) => ['education', 'courses', language] as const,
  lesson: (courseId: string, lessonId: string, language: string) =>
    ['education', 'lesson', courseId, lessonId, language] as const,
};

export function coursesQuery(language: string) {
  return queryOptions({
    queryKey: educationKeys.courses(language),
    queryFn: () => data(api.GET('/api/education/courses')),
  });
}

export function lessonQuery(courseId: string, lessonId: string, language: string) {
  return queryOptions({
    queryKey: educationKeys.lesson(courseId, lessonId, language),
    queryFn: () =>
      data(
        api.GET('/api/education/courses/{courseId}/lessons/{lessonId}', { params: { path: { courseId, lessonId } } }),
      ),
  });
}
