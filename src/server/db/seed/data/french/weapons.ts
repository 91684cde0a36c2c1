import type { FrenchSeed } from '../types';

/** The French texts of the demo weapons, by slug. */
export const weaponsFr: Readonly<Record<string, FrenchSeed>> = {
  longsword: {
    name: 'Épée longue',
    description:
      "Une épée droite à double tranchant, dont la fusée est assez longue pour les deux mains, le plus souvent de 110 à 130 cm en tout. C'est l'arme centrale de la tradition allemande de Johannes Liechtenauer et de l'épée à deux mains de Fiore dei Liberi, employée hors armure comme en harnois, saisie par la lame à la demi-épée. C'est aujourd'hui l'arme la plus pratiquée en AMHE.",
  },
  messer: {
    name: 'Messer',
    description:
      "Une arme de côté à un seul tranchant des XVe et XVIe siècles, à la poignée de couteau, le plus souvent munie d'un Nagel, un petit ergot saillant de la croix pour protéger la main. Portée par les bourgeois comme par les soldats, elle s'enseignait comme un art à part entière, surtout dans le traité du prêtre Johannes Lecküchner, qui adapte au tranchant unique les principes de Liechtenauer.",
  },
  'sword-and-buckler': {
    name: 'Épée et bocle',
    description:
      "Une épée à une main associée à un petit bouclier rond tenu au poing, tendu devant soi. C'est le sujet du plus ancien livre de combat conservé, le Ms. I.33 des Royal Armouries, et elle avait encore la faveur des maîtres bolonais au XVIe siècle. La bocle travaille avec l'épée au lieu de simplement bloquer : elle couvre la main armée et ferme les lignes.",
  },
  sidesword: {
    name: 'Épée de côté',
    description:
      "Le nom moderne de la spada da filo ou spada da lato italienne du XVIe siècle : une épée à une main de taille et d'estoc, à la garde de plus en plus enveloppante, plus légère et plus courte que la rapière qui lui succède. Les maîtres bolonais Manciolino et Marozzo l'enseignent seule et avec la bocle, la dague, la cape et de plus grands boucliers.",
  },
  rapier: {
    name: 'Rapière',
    description:
      "Une épée longue et fine faite pour l'estoc, à la garde complexe protégeant la main, qui domine l'escrime civile de la fin du XVIe au milieu du XVIIe siècle. On la maniait seule ou avec une dague ou une cape dans l'autre main. Agrippa, Capoferro et Fabris comptent parmi ses auteurs italiens les plus étudiés.",
  },
  backsword: {
    name: 'Épée anglaise (backsword)',
    description:
      "L'épée seule anglaise des XVIe et XVIIe siècles, une lame de taille et d'estoc le plus souvent montée d'une garde protectrice ou à panier. L'épée courte « de longueur parfaite » de George Silver appartient à cette famille, et ses vrais temps et ses quatre combats se travaillent d'ordinaire avec elle.",
  },
  dagger: {
    name: 'Dague',
    description:
      "Presque toutes les sources médiévales et de la Renaissance enseignent la dague, le plus souvent à rouelles ou à couillettes, à la fois comme arme et comme porte d'entrée vers la lutte. Les jeux commencent d'ordinaire contre un coup descendant et finissent par un désarmement, une clé, une rupture ou une projection.",
  },
  pollaxe: {
    name: "Hache d'armes",
    description:
      "L'arme d'hast du chevalier en armure, à peu près de la hauteur d'un homme, qui réunit une lame de hache ou un marteau, une dague de pointe au sommet et une pointe au talon. On la voit dans les combats à pied en champ clos ; Fiore dei Liberi et le traité bourguignon du Jeu de la Hache l'enseignent avec estocs, crochets, coups et liens de la hampe.",
  },
  spear: {
    name: 'Lance',
    description:
      "L'arme la plus courante du champ de bataille médiéval. Fiore et les maîtres allemands l'enseignent à pied et à cheval, et des auteurs plus tardifs comme Joachim Meyer traitent le long bâton et la pique qui lui sont apparentés. La mesure, les lignes d'estoc et la maîtrise de la hampe valent pour toutes les armes d'hast.",
  },
  sabre: {
    name: 'Sabre',
    description:
      "Une épée de taille courbe à un seul tranchant. Le sabre en AMHE puise surtout aux sources militaires et civiles des XVIIIe et XIXe siècles, des traditions polonaise et hongroise aux manuels militaires britanniques et italiens du XIXe siècle, et relie l'escrime historique à l'arme sportive moderne.",
  },
  wrestling: {
    name: 'Lutte',
    description:
      "Le Ringen des sources allemandes et l'abrazare de Fiore : le fondement à mains nues de toutes les armes. Les livres de combat enseignent saisies, ruptures, clés et projections pour elles-mêmes comme à l'épée, où l'escrimeur passe du lien au corps à corps.",
  },
};
