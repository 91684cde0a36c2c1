/**
 * Demo chapters and captions, by post title (free posts, so visitors can play them, and one
 * paid class, whose later chapters lie past its preview). The
 * demo videos last 6 s, so the moments fall within 0–5 s; a chapter's `technique` is a
 * technique slug, or null.
 */
export interface TimelineSeed {
  post: string;
  chapters: { at: number; title: string; technique: string | null }[];
  /** WebVTT (en) and SubRip (fr, converted like an upload) cue texts, one per 2 s. */
  captions?: { en: string[]; fr: string[] };
}

export const timelines: readonly TimelineSeed[] = [
  {
    post: 'Zornhau-Ort: the first play of the Recital',
    chapters: [
      { at: 0, title: 'From Vom Tag', technique: 'vom-tag' },
      { at: 2, title: 'Zornhau from the right', technique: 'zornhau' },
      { at: 4, title: 'Ort: the point when they are soft', technique: 'langort' },
    ],
    captions: {
      en: [
        'Start in Vom Tag, sword on the right shoulder.',
        'Strike the Zornhau diagonally from above.',
        'They are soft in the bind: thrust to the face.',
      ],
      fr: [
        "Commencez en Vom Tag, l'épée sur l'épaule droite.",
        'Frappez le Zornhau en diagonale depuis le haut.',
        'Il est faible dans le lien : estoquez au visage.',
      ],
    },
  },
  {
    post: 'Zwerchhau against Vom Tag: pair drill',
    chapters: [
      { at: 0, title: 'The opponent in Vom Tag', technique: 'vom-tag' },
      { at: 3, title: 'Zwerchhau under the high guard', technique: 'zwerchhau' },
    ],
    captions: {
      en: ['The patient waits in Vom Tag.', 'The agent cuts the Zwerchhau, hilt high.', 'Strong edge covers the head.'],
      fr: [
        'Le partenaire attend en Vom Tag.',
        "L'agent frappe le Zwerchhau, la garde haute.",
        'Le fort de la lame couvre la tête.',
      ],
    },
  },
  {
    post: 'Scheitelhau against Alber, and the Crown',
    chapters: [
      { at: 0, title: 'Alber, the fool’s guard', technique: 'alber' },
      { at: 2, title: 'Scheitelhau to the long point', technique: 'scheitelhau' },
      { at: 5, title: 'The Crown answers', technique: null },
    ],
    captions: {
      en: ['The opponent lies in Alber.', 'Strike the Scheitelhau down to the scalp.', 'The Crown catches it.'],
      fr: [
        "L'adversaire se tient en Alber.",
        'Frappez le Scheitelhau jusqu’au sommet du crâne.',
        'La Couronne le pare.',
      ],
    },
  },
  {
    post: 'Absetzen from Pflug: setting aside the thrust',
    chapters: [
      { at: 0, title: 'Pflug, point at the face', technique: 'pflug' },
      { at: 3, title: 'Absetzen: set aside and thrust', technique: 'absetzen' },
    ],
  },
  {
    post: 'Krumphau against Ochs: three entries',
    chapters: [
      { at: 0, title: 'Ochs on the right', technique: 'ochs' },
      { at: 3, title: 'Krumphau to the hands', technique: 'krumphau' },
      { at: 5, title: 'The third entry', technique: null },
    ],
  },
];
