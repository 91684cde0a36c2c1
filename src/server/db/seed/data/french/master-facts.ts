import type { FrenchMasterFacts } from '../types';

/** The French period and origin of the demo masters, by slug (places under their French names). */
export const masterFactsFr: Readonly<Record<string, FrenchMasterFacts>> = {
  lutegerus: {
    period: 'actif v. 1300 (identité incertaine)',
    origin: 'Pays de langue allemande, probablement la Franconie',
  },
  'johannes-liechtenauer': {
    period: 'actif au XIVe siècle (dates incertaines)',
    origin: 'Saint-Empire (lieu de naissance inconnu)',
  },
  'hanko-dobringer': { period: 'actif à la fin du XIVe siècle', origin: 'Saint-Empire' },
  'sigmund-ringeck': { period: 'actif au XVe siècle', origin: 'Saint-Empire (peut-être Ainring, en Bavière)' },
  'peter-von-danzig': { period: 'actif au milieu du XVe siècle', origin: 'Dantzig (Gdańsk) ; lié à Ingolstadt' },
  'jud-lew': { period: 'actif au milieu du XVe siècle', origin: 'Saint-Empire' },
  'hans-talhoffer': { period: 'v. 1410/15 – après 1482', origin: 'Souabe' },
  'johannes-leckuchner': { period: 'années 1430 – 1482', origin: 'Région de Nuremberg, en Franconie' },
  'paulus-hector-mair': { period: '1517 – 1579', origin: 'Augsbourg' },
  'joachim-meyer': { period: 'v. 1537 – 1571', origin: 'Bâle ; travailla à Strasbourg' },
  'fiore-dei-liberi': { period: 'v. 1350 – après 1409', origin: 'Premariacco, près de Cividale del Friuli' },
  'filippo-vadi': { period: 'actif dans les années 1480', origin: 'Pise' },
  'achille-marozzo': { period: '1484 – 1553', origin: 'Bologne' },
  'camillo-agrippa': { period: 'actif de 1553 aux années 1590', origin: 'Milan ; travailla à Rome' },
  'ridolfo-capoferro': { period: 'actif v. 1610', origin: 'Cagli, près d’Urbino' },
  'salvator-fabris': { period: '1544 – 1618', origin: 'Padoue' },
  'george-silver': { period: 'actif de 1599 à v. 1605', origin: 'Angleterre' },
};
