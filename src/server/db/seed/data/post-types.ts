import type { PostTypeSeed } from './types';

export const postTypes: readonly PostTypeSeed[] = [
  {
    slug: 'tutorial',
    name: 'Tutorial',
    description:
      'Step-by-step instruction in a single technique or concept, filmed for students meeting it for the first time: the setup, the action, the common mistakes.',
  },
  {
    slug: 'drill',
    name: 'Drill',
    description:
      'Repeatable solo or partner exercises that turn a technique into reliable skill, shown at training pace with the progressions a club can copy.',
  },
  {
    slug: 'application',
    name: 'Application',
    description:
      'A technique tested against a resisting or semi-resisting partner: how the play works under pressure, what breaks it and what the source says to do next.',
  },
  {
    slug: 'sparring',
    name: 'Sparring',
    description:
      'Free fencing footage, from friendly club bouts to hard open sparring, usually with notes on which actions from the sources held up.',
  },
  {
    slug: 'lecture',
    name: 'Lecture',
    description:
      'Talks on history and theory: the masters, their manuscripts and printed books, and how to read them critically.',
  },
  {
    slug: 'interpretation',
    name: 'Interpretation',
    description:
      'A close reading of one passage, comparing manuscript versions and translations and showing how the text becomes movement.',
  },
  {
    slug: 'tournament',
    name: 'Tournament',
    description: 'Competition footage and analysis from HEMA tournaments, pools to finals.',
  },
];
