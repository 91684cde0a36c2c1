import type { SeedUser } from './types';

/** Fictional instructors and study groups ('admin' and 'demo' are created elsewhere). */
export const seedUsers: readonly SeedUser[] = [
  {
    username: 'marozzo_school',
    email: 'marozzo_school@hdx.test',
    firstName: 'Luca',
    name: 'Bernardi',
    city: 'Modena',
    country: 'Italy',
  },
  {
    username: 'ringeck_study_group',
    email: 'ringeck_study_group@hdx.test',
    firstName: 'Katrin',
    name: 'Vogel',
    city: 'Dresden',
    country: 'Germany',
  },
  {
    username: 'nordic_longsword',
    email: 'nordic_longsword@hdx.test',
    firstName: 'Erik',
    name: 'Lindqvist',
    city: 'Gothenburg',
    country: 'Sweden',
  },
  {
    username: 'sala_bologna',
    email: 'sala_bologna@hdx.test',
    firstName: 'Chiara',
    name: 'Montanari',
    city: 'Bologna',
    country: 'Italy',
  },
  {
    username: 'rapier_lab',
    email: 'rapier_lab@hdx.test',
    firstName: 'Daniel',
    name: 'Okafor',
    city: 'Leeds',
    country: 'United Kingdom',
  },
];
