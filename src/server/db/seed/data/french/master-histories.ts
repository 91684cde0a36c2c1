import type { FrenchSeed } from '../types';

/** The French names of the demo masters, by slug: a master keeps his name, as French writers give it. */
export const masterHistoriesFr: Readonly<Record<string, FrenchSeed>> = {
  lutegerus: { name: 'Lutegerus' },
  'johannes-liechtenauer': { name: 'Johannes Liechtenauer' },
  'hanko-dobringer': { name: 'Hanko Döbringer' },
  'sigmund-ringeck': { name: 'Sigmund Ringeck' },
  'peter-von-danzig': { name: 'Peter von Danzig' },
  'jud-lew': { name: 'Jud Lew' },
  'hans-talhoffer': { name: 'Hans Talhoffer' },
  'johannes-leckuchner': { name: 'Johannes Lecküchner' },
  'paulus-hector-mair': { name: 'Paulus Hector Mair' },
  'joachim-meyer': { name: 'Joachim Meyer' },
  'fiore-dei-liberi': { name: 'Fiore dei Liberi' },
  'filippo-vadi': { name: 'Filippo Vadi' },
  'achille-marozzo': { name: 'Achille Marozzo' },
  'camillo-agrippa': { name: 'Camillo Agrippa' },
  'ridolfo-capoferro': { name: 'Ridolfo Capoferro' },
  'salvator-fabris': { name: 'Salvator Fabris' },
  'george-silver': { name: 'George Silver' },
};
