import type { FrenchSeed } from '../types';

/** The French titles of the demo manuscripts, by slug (shelfmarks and original titles stay as the libraries give them). */
export const manuscriptsFr: Readonly<Record<string, FrenchSeed>> = {
  'ms-i-33': { name: 'Livre de combat de Walpurgis (Royal Armouries Ms. I.33)' },
  'hs-3227a': { name: 'Hausbuch de Nuremberg (Hs. 3227a)' },
  'cod-44-a-8': { name: 'Livre de combat de Starhemberg (Cod. 44.A.8)' },
  'cod-i-6-4-3': { name: 'Livre de combat de Lew (Cod.I.6.4º.3)' },
  'mscr-dresd-c-487': { name: 'Livre de combat de Ringeck (Mscr.Dresd.C.487)' },
  'talhoffer-1467': { name: 'Livre de combat de Talhoffer de 1467 (Cod.icon. 394a)' },
  'cgm-582': { name: "L'Art du combat au Messer (Cgm 582)" },
  'mair-opus-amplissimum': { name: "Opus Amplissimum de Arte Athletica, l'œuvre de Mair (Mscr.Dresd.C.93/C.94)" },
  'meyer-1570': { name: "Description fondamentale de l'art du combat (1570)" },
  'meyer-lund': { name: 'Livre de combat de Meyer à Lund (MS A.4º.2)' },
  'getty-ms-ludwig-xv-13': { name: 'La Fleur de la bataille (Getty MS Ludwig XV 13)' },
  'morgan-m-383': { name: 'La Fleur de la bataille (Morgan MS M.383)' },
  'pisani-dossi': { name: 'La Fleur des duellistes (manuscrit Pisani Dossi)' },
  'vadi-de-arte-gladiatoria': { name: "De l'art de combattre à l'épée (De arte gladiatoria dimicandi)" },
  'le-jeu-de-la-hache': { name: 'Le Jeu de la Hache (MS Français 1996)' },
  'marozzo-opera-nova': { name: 'Opera Nova, œuvre nouvelle de Marozzo (1536)' },
  'agrippa-trattato': { name: 'Traité de la science des armes (1553)' },
  'capoferro-gran-simulacro': { name: "Grand simulacre de l'art et de l'usage de l'escrime (1610)" },
  'fabris-scienza-e-pratica': { name: 'Science et pratique des armes (1606)' },
  'silver-paradoxes': { name: 'Paradoxes de la défense (1599)' },
};
