import type { FrenchManuscriptFacts } from '../types';

/** The French date and language of the demo manuscripts, by slug. */
export const manuscriptFactsFr: Readonly<Record<string, FrenchManuscriptFacts>> = {
  'ms-i-33': {
    dateLabel: 'v. 1300 (estimations de v. 1270 aux années 1320)',
    language: 'latin, avec des termes d’escrime allemands',
  },
  'hs-3227a': {
    dateLabel: 'v. 1389 (peut-être début du XVe siècle)',
    language: 'haut-allemand précoce (allemand central oriental) et latin',
  },
  'cod-44-a-8': { dateLabel: '1452', language: 'haut-allemand précoce' },
  'cod-i-6-4-3': { dateLabel: 'milieu du XVe siècle (v. 1450–1460)', language: 'haut-allemand précoce' },
  'mscr-dresd-c-487': { dateLabel: 'début du XVIe siècle (v. 1504–1519)', language: 'haut-allemand précoce' },
  'talhoffer-1467': { dateLabel: '1467', language: 'haut-allemand précoce' },
  'cgm-582': { dateLabel: '1482 (achevé le 19 janvier)', language: 'haut-allemand précoce' },
  'mair-opus-amplissimum': { dateLabel: 'v. années 1540', language: 'haut-allemand précoce' },
  'meyer-1570': { dateLabel: '1570', language: 'haut-allemand précoce' },
  'meyer-lund': { dateLabel: 'non daté (probablement années 1560)', language: 'haut-allemand précoce' },
  'getty-ms-ludwig-xv-13': { dateLabel: 'v. 1400–1410', language: 'italien' },
  'morgan-m-383': { dateLabel: 'v. 1400–1410', language: 'italien' },
  'pisani-dossi': { dateLabel: '1409', language: 'italien, avec un prologue latin' },
  'vadi-de-arte-gladiatoria': { dateLabel: 'v. 1482–1487', language: 'italien, avec titre et rubriques en latin' },
  'le-jeu-de-la-hache': { dateLabel: 'XVe siècle (daté récemment v. 1460–1485)', language: 'moyen français' },
  'marozzo-opera-nova': { dateLabel: '1536', language: 'italien' },
  'agrippa-trattato': { dateLabel: '1553', language: 'italien' },
  'capoferro-gran-simulacro': { dateLabel: '1610', language: 'italien' },
  'fabris-scienza-e-pratica': { dateLabel: '1606', language: 'italien' },
  'silver-paradoxes': { dateLabel: '1599', language: 'anglais moderne naissant' },
};
