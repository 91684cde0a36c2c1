import type { FrenchSeed } from '../types';

/** The French titles and descriptions of the demo manuscripts, by slug (shelfmarks stay as the libraries give them). */
export const manuscriptsFr: Readonly<Record<string, FrenchSeed>> = {
  'ms-i-33': {
    name: 'Livre de combat de Walpurgis (Royal Armouries Ms. I.33)',
    description:
      "Le plus ancien livre de combat européen conservé : 32 feuillets de parchemin sur lesquels un prêtre et son écolier montrent un art complet de l'épée et de la bocle, chaque paire de figures accompagnée d'un court texte latin. Le système repose sur sept gardes, les contre-positions qui les assiègent, les liens et l'étroite collaboration de l'épée et de la bocle. Dans la dernière séquence, l'écolier cède la place à une femme nommée Walpurgis.\n\n" +
      "Réalisé en pays de langue allemande, sans doute en Franconie, le livre fut conservé dans un monastère franconien jusqu'à son enlèvement lors des campagnes du margrave Albrecht Alcibiade de Brandebourg-Kulmbach en 1552-1553. Il appartint ensuite à la bibliothèque ducale de Gotha, disparut pendant la Seconde Guerre mondiale et fut acheté aux enchères par les Royal Armouries en 1950. Ses années passées à la Tour de Londres lui ont valu le surnom de Tower Fechtbuch.",
  },
  'hs-3227a': {
    name: 'Hausbuch de Nuremberg (Hs. 3227a)',
    description:
      "Un recueil personnel de 169 feuillets où l'escrime côtoie l'alchimie, les feux d'artifice, les recettes médicales, les charmes et le travail des métaux. Sa partie d'escrime contient la plus ancienne version connue du Recueil de Johannes Liechtenauer avec un commentaire, suivie de vers d'autres maîtres et de textes sur le combat à cheval et en armure.\n\n" +
      "La date traditionnelle de 1389 vient d'une table de calendrier du livre, mais une date au début du XVe siècle n'est pas exclue. On l'appelle souvent le manuscrit Döbringer, d'après le prêtre Hanko Döbringer qui y est nommé ; comme on ne lui attribue qu'une petite partie du texte, le compilateur est aujourd'hui le plus souvent tenu pour anonyme. Dans les années 1490, il appartenait au médecin Nicolaus Pol ; il est entré au Germanisches Nationalmuseum en 1852.",
  },
  'cod-44-a-8': {
    name: 'Livre de combat de Starhemberg (Cod. 44.A.8)',
    description:
      "Une compilation sans illustrations datée de 1452, l'un des textes les plus riches de la tradition de Liechtenauer. Elle contient la glose de l'épée longue traditionnellement attribuée à Peter von Danzig, des gloses sur le combat à cheval et en armure, et des enseignements prêtés à d'autres maîtres sur l'épée et la bocle, la dague et la lutte, dont la lutte d'Ott.\n\n" +
      "On l'appelle traditionnellement le codex de Peter von Danzig, mais sa glose de l'épée longue est anonyme dans le manuscrit et se nomme aujourd'hui le plus souvent glose du Pseudo-Peter von Danzig. Ses explications détaillées et pratiques en font l'une des sources allemandes les plus traduites et les plus travaillées à l'entraînement.",
  },
  'cod-i-6-4-3': {
    name: 'Livre de combat de Lew (Cod.I.6.4º.3)',
    description:
      "Une compilation sans illustrations de traités de la tradition de Liechtenauer, très proche du codex romain de 1452. Elle conserve la branche de la glose du Pseudo-Peter von Danzig sur les Recueils de l'épée longue et du combat à cheval associée à Lew, avec le combat en armure et d'autres textes. Un colophon qui nomme l'art juif d'un certain Lew est à l'origine du nom de Jud Lew ; on ignore si Lew en fut l'auteur, le copiste ou le commanditaire.",
  },
  'mscr-dresd-c-487': {
    name: 'Livre de combat de Ringeck (Mscr.Dresd.C.487)',
    description:
      "Un codex de papier qui contient la glose de Sigmund Ringeck sur le Recueil de Liechtenauer pour l'épée longue sans armure, suivie du combat en armure et à cheval et d'enseignements d'autres maîtres. La copie elle-même date du début du XVIe siècle, mais la glose qu'elle conserve a plusieurs décennies de plus.\n\n" +
      "Ses explications simples, jeu par jeu, furent parmi les premiers textes de Liechtenauer traduits en anglais, et elle reste un point de départ classique des clubs d'épée longue.",
  },
  'talhoffer-1467': {
    name: 'Livre de combat de Talhoffer de 1467 (Cod.icon. 394a)',
    description:
      "Le plus connu des livres de combat de Hans Talhoffer, réalisé pour le comte Eberhard de Wurtemberg, futur duc Eberhard Ier. Presque entièrement en images, avec de courtes légendes, il montre l'épée longue en armure et sans armure, le duel judiciaire aux grands boucliers de duel, le messer, la dague, la lutte, le combat à cheval et le duel entre un homme et une femme.\n\n" +
      "Ses dessins saisissants ont été reproduits à l'infini, et souvent mal compris hors de leur contexte, au point d'être devenus l'image que la plupart des gens se font de l'escrime médiévale.",
  },
  'cgm-582': {
    name: "L'Art du combat au Messer (Cgm 582)",
    description:
      "Le traité illustré du Messer de Johannes Lecküchner, achevé moins d'un an avant sa mort et dédié à Philippe le Droit, électeur palatin. Avec plus de 400 illustrations, c'est le plus vaste livre de combat du XVe siècle consacré à une seule arme. Il s'ouvre sur le Recueil en vers de Lecküchner et le glose jeu par jeu ; une version antérieure, sans illustrations, de 1478 se trouve à Heidelberg (Cod.Pal.germ.430).",
  },
  'mair-opus-amplissimum': {
    name: "Opus Amplissimum de Arte Athletica, l'œuvre de Mair (Mscr.Dresd.C.93/C.94)",
    description:
      "La version allemande du grand recueil de Paulus Hector Mair, en deux grands volumes illustrés. Elle traite de l'épée longue, du dussack, de l'épée et bocle, des armes d'hast, de la dague, de la lutte et du combat à cheval, ainsi que d'armes rarement documentées comme la faucille et la faux, et puise dans des textes plus anciens, dont la tradition de Liechtenauer. Une version latine se trouve à Vienne et une autre version à Munich.",
  },
  'meyer-1570': {
    name: "Description fondamentale de l'art du combat (1570)",
    description:
      "Le traité imprimé de Joachim Meyer, dédié à Jean-Casimir, comte palatin. En cinq livres, il enseigne l'épée longue, le dussack, la rapière, la dague et la lutte, et les armes d'hast, des fondements à l'assaut libre, avec des gravures sur bois d'escrimeurs s'entraînant dans une salle.\n\n" +
      "Meyer fait de l'épée longue la base de toutes les autres armes. Il garde le vocabulaire de la tradition de Liechtenauer mais le réorganise pour l'enseignement : gardes, exercices de taille, pièces (Stücke) et principes du Vor, du Nach et de l'Indes, ce qui offre aux instructeurs d'aujourd'hui un programme d'une rare complétude. Une seconde édition parut à Augsbourg en 1600.",
  },
  'meyer-lund': {
    name: 'Livre de combat de Meyer à Lund (MS A.4º.2)',
    description:
      "Un manuscrit illustré de Joachim Meyer réalisé pour le comte Otto von Solms, sans doute pendant les études d'Otto à Strasbourg. Il montre un état antérieur de l'enseignement imprimé en 1570 et permet de suivre la manière dont Meyer a développé sa matière. On pense que le livre est arrivé en Suède comme butin pendant la guerre de Trente Ans.",
  },
  'getty-ms-ludwig-xv-13': {
    name: 'La Fleur de la bataille (Getty MS Ludwig XV 13)',
    description:
      "La copie la plus complète du traité de Fiore dei Liberi, sur parchemin, avec des dessins à la plume et de courtes légendes. Elle traite de la lutte, de la dague, de l'épée à une et à deux mains, du combat en armure, de la hache d'armes, de la lance et du combat à cheval ; c'est la version sur laquelle travaillent la plupart des groupes d'étude de Fiore.\n\n" +
      "Elle fut sans doute réalisée pour la cour d'Este de Nicolas III, marquis de Ferrare. Le Getty l'a acquise en 1983 avec la collection de manuscrits de Peter et Irene Ludwig, d'où sa cote.",
  },
  'morgan-m-383': {
    name: 'La Fleur de la bataille (Morgan MS M.383)',
    description:
      "Une copie plus courte du traité de Fiore, sur parchemin, avec un prologue proche de celui du manuscrit du Getty. Elle est incomplète et il lui manque plusieurs parties que conserve la copie du Getty, mais elle en diffère parfois par les mots, l'ordre ou le détail : on lit donc couramment les deux côte à côte pour reconstituer un jeu.",
  },
  'pisani-dossi': {
    name: 'La Fleur des duellistes (manuscrit Pisani Dossi)',
    description:
      "La seule copie datée de l'œuvre de Fiore, dont le prologue donne l'année 1409. Ses dessins sont légendés de courts distiques rimés plutôt que de la prose de la copie du Getty. L'original est resté en mains privées et n'a guère été vu ; l'essentiel de l'étude repose sur le fac-similé publié par Francesco Novati en 1902 sous le titre Flos duellatorum.",
  },
  'vadi-de-arte-gladiatoria': {
    name: "De l'art de combattre à l'épée (De arte gladiatoria dimicandi)",
    description:
      "Le traité de Filippo Vadi, dédié à Guidobaldo da Montefeltro, duc d'Urbino. Il s'ouvre sur des chapitres en vers et en prose qui font de l'escrime une science de la géométrie, de la mesure et du temps, puis présente des jeux illustrés, surtout pour l'épée à deux mains, dont beaucoup sont très proches de ceux de Fiore.",
  },
  'le-jeu-de-la-hache': {
    name: 'Le Jeu de la Hache (MS Français 1996)',
    description:
      "Un traité anonyme de la hache d'armes, le plus ancien livre de combat connu écrit en français et le premier consacré à une seule arme d'hast. Ses dix feuillets de parchemin n'ont pas d'images (les espaces laissés pour les miniatures n'ont jamais été remplis) ; le texte expose des jeux pour un droitier contre un droitier et contre un gaucher. Il appartient au milieu bourguignon et a été daté entre 1400 environ et le troisième quart du XVe siècle.",
  },
  'marozzo-opera-nova': {
    name: 'Opera Nova, œuvre nouvelle de Marozzo (1536)',
    description:
      "Le traité d'Achille Marozzo, l'exposé le plus complet de l'école bolonaise. Cinq livres traitent de l'épée de côté seule et avec bocle, targe, rondache, dague et cape, de l'épée à deux mains, des armes d'hast, de la dague et de la défense contre elle, et de la conduite du duel, avec des gravures sur bois des gardes. Ses assalti, enchaînements fixés pour l'épée et bocle, sont un outil d'entraînement essentiel des groupes bolonais d'aujourd'hui.",
  },
  'agrippa-trattato': {
    name: 'Traité de la science des armes (1553)',
    description:
      "Le Trattato di scientia d'arme, con un dialogo di filosofia de Camillo Agrippa, dédié à Cosme de Médicis. Il introduit quatre gardes numérotées et une approche géométrique de l'épée, centrée sur l'estoc, illustrée de gravures montrant souvent des figures nues et des schémas géométriques, et se clôt sur un dialogue philosophique.",
  },
  'capoferro-gran-simulacro': {
    name: "Grand simulacre de l'art et de l'usage de l'escrime (1610)",
    description:
      "Le traité de rapière de Ridolfo Capoferro, dédié à Federico Ubaldo della Rovere. La première partie expose définitions et principes (mesure, temps, gardes, fente) ; la seconde est une suite de jeux gravés pour la rapière seule et avec la dague. Sa clarté en a fait l'un des premiers textes de rapière préférés.",
  },
  'fabris-scienza-e-pratica': {
    name: 'Science et pratique des armes (1606)',
    description:
      "Le traité de rapière de Salvator Fabris, imprimé à Copenhague sous le patronage de Christian IV et publié avec deux pages de titre : De lo schermo, overo scienza d'arme, et Scienza e pratica d'arme. Le premier livre enseigne la rapière seule, avec la dague et avec la cape ; le second enseigne à avancer sur l'adversaire sans s'arrêter en garde. Ses près de deux cents gravures en font l'un des livres d'escrime les plus somptueux jamais imprimés.",
  },
  'silver-paradoxes': {
    name: 'Paradoxes de la défense (1599)',
    description:
      "Le pamphlet de George Silver contre la rapière et ses maîtres italiens, dédié au comte d'Essex. À côté de l'attaque, il expose ses principes : les vrais temps, les gouverneurs et la supériorité de l'épée courte de longueur parfaite, fondés sur ce qu'il tenait pour l'art anglais de la défense.",
  },
};
