/**
 * The three sample owners (spec: /profile/example1..3). They have no login: profiles.user_id is plain text, so
 * a seeded profile needs no auth user.
 */
export interface SampleOwner {
  userId: string;
  fullName: string;
  rating: number;
}

export const SAMPLE_OWNERS: readonly SampleOwner[] = [
  { userId: 'example1', fullName: 'Carlos Mendoza', rating: 4.9 },
  { userId: 'example2', fullName: 'María Fernández', rating: 4.8 },
  { userId: 'example3', fullName: 'Alejandro Ruiz', rating: 4.9 },
];
