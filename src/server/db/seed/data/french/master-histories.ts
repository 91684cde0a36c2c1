import type { FrenchSeed } from '../types';

/** The French texts of the demo masters, by slug: a master keeps his name, as French writers give it. */
export const masterHistoriesFr: Readonly<Record<string, FrenchSeed>> = {
  lutegerus: {
    name: 'Lutegerus',
    description:
      "Lutegerus (Liutger) est le nom le plus souvent associé à l'enseignement du Ms. I.33 des Royal Armouries, le plus ancien livre de combat européen connu. Le manuscrit présente son art de l'épée et de la bocle à travers un prêtre (sacerdos) et son écolier (scholaris), et un Lutegerus est mentionné dans le texte ; certains chercheurs ont avancé qu'il fut le clerc qui conçut ou mit par écrit le système, mais rien ne permet de le prouver.\n\n" +
      "On ne sait rien d'autre de lui. Le manuscrit fut réalisé vers 1300, sans doute en Franconie, et son texte latin est parsemé de termes d'escrime allemands comme halbschilt et langort, signe que l'art qu'il consigne s'enseignait en langue vulgaire. Son système de sept gardes, de contre-positions qui les assiègent, de liens et d'association constante de l'épée et de la bocle n'a d'équivalent proche dans aucune autre source conservée.",
  },
  'johannes-liechtenauer': {
    name: 'Johannes Liechtenauer',
    description:
      "Johannes Liechtenauer est la figure fondatrice de la tradition d'escrime allemande la mieux documentée ; pourtant, on ne sait presque rien de sa vie et aucun traité de sa main n'a survécu. Il reste son Zettel, ou Recueil, un long poème en distiques rimés qui condense son enseignement en vers volontairement obscurs. Il apparaît pour la première fois dans le Hausbuch de Nuremberg (Hs. 3227a) et fut recopié dans des dizaines de livres de combat plus tardifs.\n\n" +
      "La plus ancienne source rapporte qu'il parcourut bien des pays pour chercher et apprendre l'art, et qu'il l'écrivit en mots cachés pour qu'il ne devienne pas commun. Des maîtres plus tardifs expliquèrent les vers dans des gloses, et les commentaires associés à Sigmund Ringeck, au Pseudo-Peter von Danzig et à Lew devinrent pendant plus d'un siècle la colonne vertébrale de l'enseignement allemand de l'épée longue. Vers 1470, Paulus Kal dressa la liste de la Confrérie de Liechtenauer, nommant les maîtres qui se réclamaient de son art.\n\n" +
      "Le Recueil traite de l'épée longue sans armure (Blossfechten), du combat à cheval (Rossfechten) et du combat en armure (Kampffechten). Son vocabulaire de base (les cinq coups de maître, les quatre gardes, le Vor, le Nach et l'Indes, le lien et les enroulements) reste le fondement des reconstitutions modernes. Ses dates dépendent de celle du Hs. 3227a : on le place traditionnellement au XIVe siècle, mais certains chercheurs soutiennent qu'il était actif au début du XVe.",
  },
  'hanko-dobringer': {
    name: 'Hanko Döbringer',
    description:
      "Hanko Döbringer est un nom qui figure dans le Hausbuch de Nuremberg (Germanisches Nationalmuseum, Hs. 3227a), une compilation privée de la fin du XIVe ou du début du XVe siècle qui contient la plus ancienne trace connue de l'enseignement de Johannes Liechtenauer. Le manuscrit le dit prêtre (pfaffe) et lui attribue un court ensemble d'enseignements d'escrime, à côté de vers d'autres maîtres.\n\n" +
      "Longtemps, toute la partie d'escrime, voire tout le codex, fut publiée sous son nom, et « Döbringer » reste un raccourci courant pour son commentaire de l'épée longue. La recherche actuelle est plus prudente : son nom n'est attaché qu'à quelques lignes, et le compilateur du livre est aujourd'hui généralement tenu pour anonyme.\n\n" +
      "Quel qu'en soit l'auteur, le commentaire est d'une rare réflexion. Il préfère les principes aux jeux particuliers : frapper le corps plutôt que l'épée, prendre l'initiative (Vor), agir dans l'instant (Indes), sentir si l'adversaire est fort ou faible dans le lien. Il met aussi en garde contre les mouvements amples et spectaculaires qui impressionnent à l'école mais échouent pour de bon, ce qui en fait un texte favori des lecteurs curieux de la pensée qui sous-tend l'art.",
  },
  'sigmund-ringeck': {
    name: 'Sigmund Ringeck',
    description:
      "Sigmund Ringeck (écrit aussi ain Ringeck, Einring ou Amring) est connu comme l'auteur de l'une des gloses les plus complètes du Recueil de Johannes Liechtenauer. Le texte le dit Schirmaister d'un Albrecht, comte palatin du Rhin et duc de Bavière. Plusieurs ducs de Bavière des XIVe et XVe siècles s'appelaient Albrecht : ni le protecteur ni les dates de Ringeck ne peuvent donc être fixés avec certitude.\n\n" +
      "Sa glose survit dans le codex de Dresde Mscr.Dresd.C.487, une copie faite au début du XVIe siècle, des décennies après son activité. Elle explique chaque distique du Recueil en prose simple, jeu par jeu, pour l'épée longue sans armure, et continue avec le combat en armure et à cheval ; le codex réunit aussi des enseignements d'autres maîtres.\n\n" +
      "Ringeck figure dans la liste de la Confrérie de Liechtenauer de Paulus Kal (vers 1470). Sa glose est étroitement apparentée à la famille des gloses du Pseudo-Peter von Danzig, et l'on débat encore de savoir si l'une dépend de l'autre ou si toutes deux dérivent d'un original perdu. Pour beaucoup de clubs d'aujourd'hui, sa lecture du Zettel, traduite en anglais en 2001, fut la porte d'entrée vers l'épée longue allemande.",
  },
  'peter-von-danzig': {
    name: 'Peter von Danzig',
    description:
      "Le nom de Peter von Danzig est depuis longtemps attaché au livre de combat de 1452 conservé à Rome (Cod. 44.A.8, dit aussi Livre de combat de Starhemberg), l'une des sources centrales de la tradition de Liechtenauer. Le manuscrit réunit une glose complète du Recueil de l'épée longue avec le combat à cheval et en armure, et y ajoute des enseignements d'épée et bocle, de dague et de lutte attribués à d'autres maîtres.\n\n" +
      "Les chercheurs d'aujourd'hui doutent qu'il ait écrit la glose de l'épée longue, anonyme dans le manuscrit ; on l'appelle désormais le plus souvent glose du Pseudo-Peter von Danzig. Un maître nommé Peter von Danzig, lié à Ingolstadt, figure cependant dans la liste de la Confrérie de Liechtenauer de Paulus Kal : le nom désigne donc bien un escrimeur réel de la tradition.\n\n" +
      "Quel qu'en soit l'auteur, la glose devint le commentaire de Liechtenauer le plus recopié : on en trouve des versions dans le manuscrit de Lew à Augsbourg, dans la compilation de Hans von Speyer de 1491 et dans des livres plus tardifs. Ses descriptions soignées des coups de maître, de l'Absetzen, du Durchwechseln et du Nachreisen sont des piliers des reconstitutions modernes.",
  },
  'jud-lew': {
    name: 'Jud Lew',
    description:
      "Lew (Lewe) est un maître du XVe siècle de la tradition de Liechtenauer, connu presque uniquement par une compilation de traités d'escrime de la bibliothèque universitaire d'Augsbourg (Cod.I.6.4º.3). Un colophon y parle de l'art juif d'un certain Lew, d'où le nom sous lequel on le connaît, Jud Lew, « Lew le Juif ». On ignore s'il était réellement juif, et si Lewe (« lion ») était son nom ou un surnom.\n\n" +
      "Son nom est lié à une branche de la glose du Pseudo-Peter von Danzig sur le Recueil, surtout sa partie à cheval, et par convention la glose de l'épée longue qui l'accompagne s'appelle aussi glose de Lew. Le même manuscrit lui attribue un texte de combat en armure que d'autres sources donnent à Martin Hundfeld : les attributions sont donc à lire avec prudence, et il a pu être le copiste ou le commanditaire plutôt que l'auteur.\n\n" +
      "La branche de Lew eut de l'influence. La compilation de Hans von Speyer de 1491 puise largement dans la même collection, et le traité du Messer de Johannes Lecküchner en reprend souvent les mots.",
  },
  'hans-talhoffer': {
    name: 'Hans Talhoffer',
    description:
      "Hans Talhoffer est le nom le plus connu des maîtres allemands du XVe siècle, grâce à une série de livres de combat richement illustrés réalisés pour lui ou sous sa direction. Les archives le placent au service de l'archevêque de Salzbourg dans les années 1430 ; dans les années 1440, il exerçait comme maître d'armes professionnel, et en 1454 il était à Zurich, où il enseignait et combattait en démonstrations publiques.\n\n" +
      "Une grande part de son travail concernait le duel judiciaire. Il préparait ses clients au combat ordonné par la justice, et ses livres en montrent toute la procédure : préparatifs et prières, combat en armure à l'épée longue et à la lance, grands boucliers de duel de la coutume souabe et célèbre duel entre un homme debout dans une fosse et une femme armée d'une pierre enveloppée dans un tissu. Un livre fut fait pour le noble souabe Leutold von Königsegg, un autre, le codex de 1467 aujourd'hui à Munich, pour le comte Eberhard de Wurtemberg.\n\n" +
      "On ignore qui furent ses maîtres, mais ses manuscrits contiennent le Recueil de Liechtenauer et son épée longue appartient clairement à cette tradition, même quand il réinterprète certaines pièces. Ensemble, ses livres couvrent l'épée longue en armure et sans armure, le messer, la dague, la lance, les boucliers de duel, le combat à cheval et beaucoup de lutte.",
  },
  'johannes-leckuchner': {
    name: 'Johannes Lecküchner',
    description:
      "Johannes (Hans) Lecküchner était prêtre et maître d'armes ; il écrivit le plus vaste traité conservé sur le Messer, le long couteau à un tranchant de l'Allemagne de la fin du Moyen Âge. Né près de Nuremberg, il étudia à l'université de Leipzig dans les années 1450, fut ensuite ordonné et, de 1480 à sa mort le dernier jour de 1482, fut prêtre à Herzogenaurach.\n\n" +
      "Son Art du combat au Messer survit en deux copies qu'il semble avoir surveillées lui-même : un manuscrit sans illustrations de 1478 à Heidelberg (Cod.Pal.germ.430) et un superbe manuscrit illustré achevé en janvier 1482, aujourd'hui à Munich (Cgm 582), dédié à Philippe le Droit, électeur palatin.\n\n" +
      "Lecküchner modela son art sur l'enseignement de l'épée longue de Liechtenauer. Il écrivit son propre Recueil du Messer dans la même forme en distiques, le glosa jeu par jeu et emprunta souvent à la glose de Lew. Ses coups cachés (Zornhau, Wecker, Entrüsthau, Zwinger, Geferhau et Winker) répondent aux coups de maître de Liechtenauer, tandis que bien des jeux tirent parti de ce qui est propre au Messer : le tranchant unique, le Nagel de la garde et la main libre.",
  },
  'paulus-hector-mair': {
    name: 'Paulus Hector Mair',
    description:
      "Paulus Hector Mair était un magistrat d'Augsbourg et le plus grand collectionneur des arts martiaux allemands. Convaincu que les anciens arts du combat tombaient dans l'oubli, il entreprit dans les années 1540 de les préserver dans un immense recueil illustré, engageant des escrimeurs expérimentés pour montrer les jeux ; les peintures sont attribuées à l'entourage de l'artiste augsbourgeois Jörg Breu le Jeune.\n\n" +
      "L'ouvrage, connu sous le nom d'Opus Amplissimum de Arte Athletica, survit dans une version allemande à Dresde, une version latine à Vienne et une autre version à Munich. Il traite de l'épée longue, du dussack, de l'épée et bocle, des armes d'hast, de la dague, de la lutte et du combat à cheval, ainsi que d'armes rarement documentées comme la faucille et la faux, et intègre des textes plus anciens de la tradition de Liechtenauer.\n\n" +
      "Sa passion fut aussi sa perte. Trésorier de la ville, il avait détourné pendant des années l'argent public pour financer ses collections et son train de vie ; quand le détournement fut découvert en 1579, il fut condamné et pendu à Augsbourg.",
  },
  'joachim-meyer': {
    name: 'Joachim Meyer',
    description:
      "Joachim Meyer était un Freifechter (escrimeur libre) et coutelier de métier, né à Bâle et établi à Strasbourg, où il devint bourgeois et enseigna l'escrime. Avant son livre imprimé, il réalisa des manuscrits pour des protecteurs privés, dont l'un pour le comte Otto von Solms, aujourd'hui à Lund, et une compilation plus tardive, aujourd'hui à Rostock.\n\n" +
      "En 1570, il publia à Strasbourg la Gründtliche Beschreibung der freyen Ritterlichen unnd Adelichen kunst des Fechtens, dédiée à Jean-Casimir, comte palatin. C'est un cours méthodique d'épée longue, de dussack, de rapière, de dague, de lutte et d'armes d'hast, illustré de gravures sur bois d'escrimeurs s'entraînant dans une salle, qui fait de l'épée longue le fondement de toutes les autres armes.\n\n" +
      "L'épée longue de Meyer repose sur la tradition de Liechtenauer, qu'il nomme et adapte à la salle d'armes de son temps, en y ajoutant des exercices de taille, davantage de gardes et de nombreuses pièces nouvelles. Le coût de l'impression semble l'avoir endetté ; il prit un poste de maître d'armes auprès du duc Jean-Albert de Mecklembourg à Schwerin, mais y mourut au début de 1571, quelques mois seulement après la parution du livre.",
  },
  'fiore-dei-liberi': {
    name: 'Fiore dei Liberi',
    description:
      "Fiore dei Liberi, fils de Benedetto des Liberi de Premariacco dans le Frioul, écrivit le plus ancien traité d'escrime italien conservé et l'un des systèmes martiaux les plus complets du Moyen Âge. Dans ses prologues, il dit avoir étudié l'art pendant des décennies auprès de nombreux maîtres, italiens et allemands, et des archives d'Udine de 1383 le chargent de l'entretien des arbalètes et des machines de guerre de la ville.\n\n" +
      "Il enseigna à des condottieri et à des nobles qui se préparaient au duel, dont Galeazzo da Mantova, qu'il entraîna pour sa rencontre avec le maréchal français Boucicaut à Padoue en 1395. Dans ses dernières années, il fut lié à la cour de Nicolas III d'Este, marquis de Ferrare, pour qui au moins une copie de son livre semble avoir été faite.\n\n" +
      "Sa Fleur de la bataille survit en plusieurs versions : les manuscrits du Getty et de la Morgan, le manuscrit Pisani Dossi daté de 1409 et une copie latine à Paris. Elle traite de la lutte (abrazare), de la dague, de l'épée à une main, de l'épée à deux mains en armure et sans armure, de la hache d'armes, de la lance et du combat à cheval. L'enseignement se construit à partir de gardes (poste), de maîtres de remède qui défendent, de leurs écoliers qui montrent les suites et de contre-maîtres qui les défont, liés par des principes comme le croisement des épées, le jeu large et le jeu serré, et les quatre vertus : prudence, vitesse, audace et force.",
  },
  'filippo-vadi': {
    name: 'Filippo Vadi',
    description:
      "Filippo (Philippo) Vadi de Pise écrivit le De arte gladiatoria dimicandi dans les années 1480 et le dédia à Guidobaldo da Montefeltro, duc d'Urbino. La seule copie connue se trouve à la Biblioteca Nazionale Centrale de Rome.\n\n" +
      "Vadi commence par des chapitres en vers et en prose qui soutiennent que l'escrime est une vraie science fondée sur la géométrie et la mesure, puis présente des jeux illustrés, avant tout pour l'épée à deux mains, avec des parties plus courtes sur d'autres armes, dont la hache d'armes et la dague. Beaucoup de jeux correspondent de près à ceux de Fiore dei Liberi, et l'on lit d'ordinaire Vadi comme un témoin plus tardif de la même tradition, avec ses propres accents : la mesure, le temps et une épée dont il expose soigneusement les proportions.\n\n" +
      "Ses vers regorgent de conseils durement acquis, par exemple ne pas compter sur l'estoc face à plusieurs adversaires et préférer une épée légère et maniable : un compagnon précieux pour la lecture de Fiore.",
  },
  'achille-marozzo': {
    name: 'Achille Marozzo',
    description:
      "Achille Marozzo était un maître bolonais et l'auteur le plus connu de ce que les escrimeurs d'aujourd'hui appellent l'école bolonaise, ou de Dardi. Il nomme pour maître Guido Antonio di Luca, traditionnellement lié à l'école de Filippo di Bartolomeo Dardi, et tenait sa propre école à Bologne.\n\n" +
      "Son Opera Nova, imprimée à Modène en 1536, est un traité complet de la spada da filo (épée de côté) seule et avec bocle, targe, rondache, dague et cape, de l'épée à deux mains et des armes d'hast, de la dague et de la défense à mains nues contre elle, et du droit du duel. Ses enchaînements fixés (assalti), ses gardes nommées comme la coda lunga e stretta et la porta di ferro, et son vocabulaire de mandritti, riversi et falsi ont façonné l'escrime italienne pendant des générations.\n\n" +
      "Le livre fut réimprimé plusieurs fois, et une édition revue aux gravures nouvelles parut à Venise en 1568 sous le titre Arte dell'armi. Son contemporain Antonio Manciolino, dont l'Opera Nova parut en 1531, décrit bon nombre des mêmes gardes, et l'on étudie souvent les deux ensemble.",
  },
  'camillo-agrippa': {
    name: 'Camillo Agrippa',
    description:
      "Camillo Agrippa était un ingénieur, architecte et mathématicien milanais établi à Rome plutôt qu'un maître d'armes de métier. Son Trattato di scientia d'arme, con un dialogo di filosofia, imprimé à Rome en 1553 et dédié à Cosme de Médicis, appliquait la géométrie et la philosophie naturelle à l'art de l'épée.\n\n" +
      "Agrippa réduisit les nombreuses gardes nommées des auteurs italiens antérieurs à quatre positions numérotées (prima, seconda, terza et quarta), définies par la place de la main armée, et privilégia l'estoc porté en ligne droite avec économie de mouvement. Ses gardes numérotées furent reprises par les maîtres italiens suivants et survivent dans le vocabulaire de l'escrime actuelle.\n\n" +
      "On a parfois rattaché les gravures du traité à Michel-Ange, sans preuve solide. Agrippa écrivit aussi sur d'autres sujets, dont un projet de déplacement de l'obélisque du Vatican, et son livre d'escrime fut réimprimé après sa mort.",
  },
  'ridolfo-capoferro': {
    name: 'Ridolfo Capoferro',
    description:
      "Ridolfo Capoferro de Cagli n'est connu presque que par son livre. Le Gran simulacro dell'arte e dell'uso della scherma, imprimé à Sienne en 1610, le présente comme maître de la nation allemande de Sienne (les étudiants allemands de la ville) et est dédié à Federico Ubaldo della Rovere, le jeune prince d'Urbino. Au-delà, sa vie est peu documentée.\n\n" +
      "Le Gran simulacro est un traité de rapière compact et soigneusement argumenté. Il définit l'art par la mesure (misura larga et misura stretta), le temps et les proportions de l'épée, reprend les gardes numérotées introduites par Agrippa avec la terza pour garde principale, et montre la grande fente dans des gravures devenues emblématiques.\n\n" +
      "Sa seconde moitié est une suite de jeux illustrés pour la rapière seule et la rapière avec la dague, dont beaucoup reposent sur le stringere, prendre la ligne avec sa propre lame avant d'attaquer. Court, clair et bien illustré, c'est devenu l'un des livres de rapière les plus étudiés dans les AMHE d'aujourd'hui.",
  },
  'salvator-fabris': {
    name: 'Salvator Fabris',
    description:
      "Salvator Fabris était un maître padouan qui voyagea beaucoup avant d'entrer au service du roi Christian IV de Danemark vers 1601. À Copenhague, en 1606, il publia De lo schermo, overo scienza d'arme, parue dans certains exemplaires sous le titre Scienza e pratica d'arme, avec près de deux cents gravures sur cuivre.\n\n" +
      "Fabris enseigne la rapière seule, avec la dague et avec la cape, le corps penché en avant derrière l'épée dans des positions basses et fermées. Il analyse les gardes et leurs contre-postures (contrapostura), la manière de trouver et de gagner l'épée adverse, les feintes et le contre-temps. Fait rare, son second livre enseigne à avancer résolument sur l'adversaire sans s'arrêter en garde, en attaquant tandis que l'épée tient la ligne fermée.\n\n" +
      "Il revint ensuite à Padoue, où il enseigna jusqu'à sa mort en 1618. Sa page de titre le dit chef de l'ordre des Sept Cœurs, un ordre dont on sait peu de chose. Le livre fut réimprimé et traduit de nombreuses fois, surtout en Allemagne, et façonna l'escrime à la rapière du XVIIe siècle au nord des Alpes.",
  },
  'george-silver': {
    name: 'George Silver',
    description:
      "George Silver était un gentilhomme anglais et le critique le plus virulent de la mode de la rapière italienne dans le Londres élisabéthain. Dans ses Paradoxes of Defence (Londres, 1599), dédiés à Robert Devereux, comte d'Essex, il soutint que l'épée courte et les « armes anciennes » de l'Angleterre valaient mieux que la longue rapière, et que les maîtres italiens de Londres enseignaient l'attaque plutôt que la vraie défense.\n\n" +
      "Il nomme les maîtres italiens actifs dans la ville, dont Rocco Bonetti et Vincentio Saviolo, et raconte comment son frère Toby et lui défièrent Saviolo et son associé Jeronimo à une épreuve publique d'adresse qui, selon lui, n'eut jamais lieu.\n\n" +
      "Son propre enseignement repose sur quelques principes : les vrais temps, où la main bouge avant le corps et les pieds ; les gouverneurs du jugement et de la mesure ; et les combats en garde couverte, ouverte, variable et serrée. Ses Bref Instructions upon my Paradoxes of Defence, conservées en manuscrit à la British Library et imprimées pour la première fois en 1898, les appliquent à l'épée courte, à l'épée et bocle, à l'épée et dague, à l'épée à deux mains, aux armes d'hast et à d'autres encore.",
  },
};
