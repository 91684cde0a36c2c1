import type { FrenchSeed } from '../types';

/** The French texts of the demo content types, by slug. */
export const postTypesFr: Readonly<Record<string, FrenchSeed>> = {
  tutorial: {
    name: 'Tutoriel',
    description:
      "Un enseignement pas à pas d'une technique ou d'une notion, filmé pour les élèves qui la découvrent : la mise en place, l'action, les erreurs courantes.",
  },
  drill: {
    name: 'Exercice',
    description:
      "Des exercices répétables, seul ou à deux, qui font d'une technique un savoir-faire sûr, montrés au rythme de l'entraînement avec les progressions qu'un club peut reprendre.",
  },
  application: {
    name: 'Application',
    description:
      'Une technique éprouvée contre un partenaire qui résiste, ou à moitié : comment le jeu fonctionne sous pression, ce qui le fait échouer et ce que la source dit de faire ensuite.',
  },
  sparring: {
    name: 'Assaut',
    description:
      "Des images d'assauts libres, de l'amical en club à l'assaut ouvert engagé, le plus souvent avec des notes sur les actions des sources qui ont tenu.",
  },
  lecture: {
    name: 'Conférence',
    description:
      "Des exposés d'histoire et de théorie : les maîtres, leurs manuscrits et leurs livres imprimés, et la manière de les lire avec un œil critique.",
  },
  interpretation: {
    name: 'Interprétation',
    description:
      "La lecture attentive d'un passage, qui compare les versions du manuscrit et les traductions et montre comment le texte devient mouvement.",
  },
  tournament: {
    name: 'Tournoi',
    description: 'Des images et des analyses de tournois d’AMHE, des poules aux finales.',
  },
};
