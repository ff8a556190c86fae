/**
 * The three sample owners (spec: /profile/example1..3). They have no login: profiles.user_id is plain text, so
 * a seeded profile needs no auth user.
 */
export interface SampleOwner {
  userId: string;
  fullName: string;
  phone: string;
  rating: number;
}

export const SAMPLE_OWNERS: readonly SampleOwner[] = [
  { userId: 'example1', fullName: 'Carlos Mendoza', phone: '+52 55 1234 5678', rating: 4.9 },
  { userId: 'example2', fullName: 'María Fernández', phone: '+52 33 2345 6789', rating: 4.8 },
  { userId: 'example3', fullName: 'Alejandro Ruiz', phone: '+52 81 3456 7890', rating: 4.9 },
];
