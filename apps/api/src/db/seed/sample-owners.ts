/**
 * The three sample owners (spec: /profile/example1..3). They have no login: profiles.user_id is plain text, so
 * a seeded profile needs no auth user.
 */
export interface SampleOwner {
  userId: string;
  fullName: string;
  /** Joined years ago, in line with their hundreds of rentals. */
  memberSince: Date;
}

export const SAMPLE_OWNERS: readonly SampleOwner[] = [
  { userId: 'example1', fullName: 'Carlos Mendoza', memberSince: new Date(Date.UTC(2019, 2, 14, 12)) },
  { userId: 'example2', fullName: 'María Fernández', memberSince: new Date(Date.UTC(2020, 7, 3, 12)) },
  { userId: 'example3', fullName: 'Alejandro Ruiz', memberSince: new Date(Date.UTC(2021, 0, 22, 12)) },
];
