import type { FrenchSeed } from '../types';

/** The French texts of the demo techniques, by slug. The German and Italian terms keep the name fencers use. */
export const techniquesFr: Readonly<Record<string, FrenchSeed>> = {
  zornhau: {
    name: 'Zornhau',
    description:
      "Le « coup de colère » : une taille diagonale puissante partant de l'épaule droite, du vrai tranchant, le coup le plus naturel qui soit. Liechtenauer en fait une riposte : frappez sur le coup descendant de l'adversaire et, s'il est mou dans le lien, poussez la pointe droit à son visage ou à sa poitrine (Zornhau-Ort) ; s'il est fort, travaillez plutôt depuis le lien.",
  },
  krumphau: {
    name: 'Krumphau',
    description:
      "Le « coup tordu », porté les mains croisées en sortant largement de côté, de sorte qu'il tombe sur les mains de l'adversaire ou en travers de sa lame sous un angle inattendu. Dans le Recueil, c'est le coup qui brise l'Ochs ; il sert aussi à écarter une taille avant d'enchaîner.",
  },
  zwerchhau: {
    name: 'Zwerchhau',
    description:
      "Le coup « de travers » : une frappe horizontale du faux tranchant à partir de la droite (du vrai tranchant à partir de la gauche), la garde haute devant la tête pour que le coup couvre le tireur au moment où il porte. C'est la réponse à l'adversaire en Vom Tag et aux coups hauts en général, souvent doublée des deux côtés.",
  },
  schielhau: {
    name: 'Schielhau',
    description:
      "Le « coup louche » : une taille du faux tranchant à partir de la droite, bras tendus, sur la lame ou l'épaule droite de l'adversaire, qui à la fois écarte et touche. Le Recueil l'oppose au Pflug et au « buffle », l'escrimeur fort qui compte sur sa force ; la glose l'emploie aussi contre la pointe longue.",
  },
  scheitelhau: {
    name: 'Scheitelhau',
    description:
      "Le « coup au sommet » : une longue taille verticale vers le haut du crâne, bras entièrement tendus. Contre l'adversaire qui attend en Alber, son allonge vous tient hors de portée de son attaque montante ; s'il lève la garde pour la prendre en couronne (Kron), la glose enchaîne par un coup d'estoc ou une coupe.",
  },
  absetzen: {
    name: 'Absetzen',
    description:
      "« Écarter » : recevoir un coup d'estoc ou une taille par votre propre estoc, en tournant l'épée d'un Ochs ou d'un Pflug à l'autre, pour que votre fort chasse sa lame tandis que votre pointe arrive dans le même mouvement. La parade devient une riposte en un seul temps.",
  },
  durchwechseln: {
    name: 'Durchwechseln',
    description:
      "« Changer au travers » : quand l'adversaire frappe ou pare votre épée plutôt que votre corps, glissez la pointe sous sa lame avant que le lien ne se forme et portez l'estoc de l'autre côté. Cela punit l'escrimeur qui court après l'épée, et se répète s'il suit la nouvelle ligne.",
  },
  nachreisen: {
    name: 'Nachreisen',
    description:
      "« Voyager après », ou poursuivre : attaquer l'adversaire pendant qu'il arme son coup, quand son coup manque et passe, ou quand il se retire du lien. Les gloses en donnent plusieurs formes, toutes fondées sur le moment où il ne peut pas se couvrir.",
  },
  uberlaufen: {
    name: 'Überlaufen',
    description:
      "« Dépasser » : répondre à une attaque basse par une attaque haute. Celui qui frappe ou pique aux ouvertures basses découvre sa tête, et un coup d'en haut, bras tendus, l'atteint le premier : il fait moins de chemin et profite d'une plus grande allonge.",
  },
  sprechfenster: {
    name: 'Sprechfenster',
    description:
      "La « fenêtre qui parle » : rester dans le lien bras tendus, la pointe menaçant le visage, et lire à travers la lame ce que l'adversaire veut faire. De là, on répond à sa pression par un enroulement, un coup tourné autour ou en quittant son épée.",
  },
  winden: {
    name: 'Winden',
    description:
      "L'enroulement : tourner l'épée dans le lien pour que votre fort pèse sur le faible de l'adversaire tandis que votre pointe revient en ligne. Liechtenauer compte huit enroulements, depuis les deux Ochs et les deux Pflug de chaque côté, et de chacun on peut tailler, piquer ou couper selon ce que l'on sent.",
  },
  mutieren: {
    name: 'Mutieren',
    description:
      "« Muter » : depuis un lien haut et fort, enroulez votre épée par-dessus sa lame, à l'extérieur, et plongez la pointe dans son ouverture basse, de l'autre côté. Avec le Duplieren, c'est la réponse à l'adversaire qui lie durement.",
  },
  duplieren: {
    name: 'Duplieren',
    description:
      "« Doubler » : quand l'adversaire lie fortement, gardez votre épée sur la sienne, poussez le pommeau sous votre bras droit de la main gauche et frappez derrière sa lame, entre la lame et l'homme, du faux tranchant à la tête. On retourne contre lui la pression qu'il met dans le lien.",
  },
  zucken: {
    name: 'Zucken',
    description:
      "« Tirer » ou se dégager d'un coup sec : quand l'adversaire lie durement contre votre épée, retirez-vous du lien et frappez autour, de l'autre côté de sa lame. Plus il appuie, plus son épée s'éloigne de ce qui le couvre.",
  },
  'vor-und-nach': {
    name: 'Vor und Nach',
    description:
      "« L'avant et l'après » : celui qui frappe le premier et garde l'initiative combat dans le Vor et force l'autre à répondre ; celui qui doit répondre est dans le Nach. Le commentaire du Hausbuch insiste : l'escrimeur doit toujours chercher le Vor et, depuis le Nach, le reprendre au plus vite.",
  },
  indes: {
    name: 'Indes',
    description:
      "« Pendant » ou « dans l'instant » : le moment du contact où, en sentant si l'adversaire est fort ou faible, on choisit et exécute sa réponse sans délai. Les gloses le rangent avec le Vor, le Nach, le fort et le faible parmi les mots sur lesquels repose tout l'art.",
  },
  ochs: {
    name: 'Ochs',
    description:
      "Le « bœuf » : la garde tenue à côté de la tête, la pointe visant le visage de l'adversaire comme une corne. Elle se prend des deux côtés et compte parmi les quatre gardes de Liechtenauer ; le Krumphau est le coup qui la brise.",
  },
  pflug: {
    name: 'Pflug',
    description:
      "La « charrue » : la garde tenue bas à côté de la hanche, la pointe dirigée vers le visage ou la poitrine de l'adversaire, d'un côté ou de l'autre. Une garde pour l'estoc et pour recevoir les attaques par l'Absetzen ; le Schielhau est le coup qui la brise.",
  },
  'vom-tag': {
    name: 'Vom Tag',
    description:
      "« Du toit » : l'épée tenue au-dessus de la tête ou sur l'épaule droite, prête à frapper vers le bas. C'est la maison du Zornhau et des autres coups d'en haut, et le Zwerchhau est le coup qui la brise.",
  },
  alber: {
    name: 'Alber',
    description:
      "Le « fou » : la pointe abaissée vers le sol devant soi, la tête en apparence découverte pour inviter une attaque que l'on reçoit par en dessous. Le Scheitelhau, dont la longue allonge descend avant que la riposte montante n'arrive, est le coup qui la brise.",
  },
  halbschwert: {
    name: 'Demi-épée (Halbschwert)',
    description:
      "La demi-épée : en armure, la main gauche saisit la lame vers son milieu pour placer la pointe avec précision dans les défauts du harnois (aisselle, visage, mains, entrejambe). L'épée devient une courte lance et un levier, pour l'estoc, les liens et les projections.",
  },
  'ringen-am-schwert': {
    name: "Lutte à l'épée (Ringen am Schwert)",
    description:
      "La lutte à l'épée : depuis un lien serré, lâcher une main pour saisir le bras, le coude ou la garde de l'adversaire et finir par une clé, une projection ou un désarmement. Les gloses allemandes y voient la suite naturelle quand le combat se resserre.",
  },
  mordschlag: {
    name: 'Mordschlag',
    description:
      "Le « coup meurtrier » : saisir l'épée par la lame à deux mains et la balancer pour que la croix ou le pommeau frappe comme un marteau. Talhoffer et d'autres maîtres le montrent surtout en armure, où un choc pouvait obtenir ce qu'un tranchant n'obtenait pas.",
  },
  langort: {
    name: 'Langort',
    description:
      "La « pointe longue » : bras et épée entièrement tendus vers l'adversaire, une position que Meyer emploie sans cesse, comme garde et comme point de passage des tailles. Elle tient la distance et menace, mais les bras y sont engagés : il ne faut pas s'y attarder.",
  },
  wechselhau: {
    name: 'Wechselhau',
    description:
      "Le « coup de changement » de Meyer, travaillé depuis la garde du Wechsel, pointe basse à côté de soi : une taille montante enchaînée d'un seul mouvement avec une taille d'en haut ou de l'autre côté. Meyer s'en sert pour passer avec fluidité des ouvertures hautes aux basses et d'une garde à l'autre.",
  },
  entrusthau: {
    name: 'Entrüsthau',
    description:
      "Un des coups cachés du Messer de Lecküchner, pendant du Zwerchhau à l'épée longue. Contre une garde haute ou un coup d'en haut, on bondit de côté et l'on retourne la lame pour qu'elle arrive en travers sur l'adversaire, la tête couverte au moment où elle porte.",
  },
  'posta-di-donna': {
    name: 'Posta di donna',
    description:
      "La « garde de la dame » : l'épée ramenée par-dessus l'épaule droite, prête à frapper. Fiore dit que l'on peut en tirer les sept coups de l'épée, briser les estocs et les échanger, et passer aisément dans d'autres gardes ; une version à gauche se tient sur l'autre épaule.",
  },
  'posta-di-finestra': {
    name: 'Posta di finestra',
    description:
      "La « garde de la fenêtre » : la garde haute à côté de la tête, la pointe en avant vers l'adversaire. Fiore la loue comme rapide et rusée ; elle couvre, frappe et pique avec peu de mouvement, et c'est un point de départ naturel de l'échange d'estocs.",
  },
  'dente-di-zenghiaro': {
    name: 'Dente di zenghiaro',
    description:
      "La « défense du sanglier » : une garde basse, la garde près du genou et la pointe inclinée en avant, d'où l'épée monte en estoc comme le sanglier frappe de bas en haut avec sa défense. Fiore fait revenir l'escrimeur de l'estoc par un coup descendant, et s'en sert pour chasser les attaques par en dessous.",
  },
  'colpo-di-villano': {
    name: 'Colpo di villano',
    description:
      "Le « coup du vilain » : la réponse de Fiore au grand coup descendant mal maîtrisé. En attente le pied gauche devant, l'écolier sort de la ligne, reçoit le coup au milieu de son épée et le laisse filer jusqu'au sol, puis revient aussitôt par un coup descendant à la tête ou aux bras, ou un estoc à la poitrine.",
  },
  'scambiar-di-punta': {
    name: 'Scambiar di punta',
    description:
      "L'échange de la pointe : quand l'adversaire pique, sortez le pied avant de la ligne et passez de l'autre pied en croisant son épée, mains basses et pointe haute, de sorte que sa pointe passe tandis que la vôtre entre au visage ou à la poitrine. Couverture et riposte ne font qu'un.",
  },
  'rompere-di-punta': {
    name: 'Rompere di punta',
    description:
      "Briser l'estoc : mains hautes, sortez de la ligne et frappez vers le bas en travers du milieu de l'épée qui arrive, pour la chasser au sol. Fiore enchaîne aussitôt au jeu serré, et les jeux qui suivent montrent clouages, coups et saisies à partir de l'estoc brisé.",
  },
  'zogho-stretto': {
    name: 'Zogho stretto',
    description:
      "Le jeu serré : ce qui suit quand les épées se croisent au milieu ou plus près et que les escrimeurs sont à portée du corps l'un de l'autre. Fiore le remplit de coups de pommeau, de désarmements, de clés de bras, de projections et de liens mêlant épée et lutte, à l'opposé du jeu large (zogho largo) mené aux pointes.",
  },
  'first-remedy-master-dagger': {
    name: 'Premier maître de remède à la dague',
    description:
      "Le premier des maîtres de la dague de Fiore reçoit un coup descendant de la main gauche désarmée contre le bras qui attaque. Ses écoliers montrent ensuite ce qui découle de cette couverture : prendre la dague, bloquer ou briser le bras, projeter l'agresseur.",
  },
  'posta-breve-la-serpentina': {
    name: 'Posta breve la serpentina',
    description:
      "Une des gardes de Fiore à la hache d'armes : la hache tenue courte et près du corps, la dague de pointe dirigée vers l'adversaire, prête à jaillir en estoc comme un serpent qui frappe. De là, on peut aussi chasser la hache adverse et tourner pour frapper de la tête.",
  },
  'posta-di-bicorno': {
    name: 'Posta di bicorno',
    description:
      "La garde « à deux cornes » : la garde ramenée vers la poitrine, la pointe en avant dans la ligne. Vadi la tient pour une garde forte et bien couverte, d'où piquer et recevoir l'adversaire sur son centre.",
  },
  'coda-lunga-e-stretta': {
    name: 'Coda lunga e stretta',
    description:
      "La « queue longue et étroite » : dans l'épée et bocle de Marozzo, le pied gauche devant en position étroite, le bras armé bas à l'extérieur du genou droit, la pointe en avant et vers le bas, la bocle tendue devant. Pilier des jeux bolonais d'épée et bocle, c'est une position patiente et bien couverte qui invite l'adversaire à s'engager.",
  },
  'guardia-alta': {
    name: 'Guardia alta',
    description:
      'La « garde haute » des maîtres bolonais : le bras armé levé aussi haut que possible, la lame inclinée en arrière au-dessus de la tête. De là tombent les fendenti et les autres coups descendants, et les enchaînements bolonais y reviennent sans cesse.',
  },
  'agrippa-four-guards': {
    name: "Les quatre gardes d'Agrippa",
    description:
      "Prima, seconda, terza et quarta d'Agrippa : des positions nommées par un numéro selon la place de la main armée, de la prima, main haute où l'épée sort du fourreau, jusqu'à la terza à la hanche et la quarta main tournée en dedans. Elles ont remplacé les noms imagés des gardes de l'école bolonaise et ont été reprises par les maîtres italiens suivants.",
  },
  stoccata: {
    name: 'Stoccata',
    description:
      "Un estoc porté sous l'épée de l'adversaire, l'attaque de base de la rapière. Capoferro la porte avec la grande fente, la jambe arrière se tendant tandis que le genou avant plie et que le corps se penche derrière la pointe, pour toucher depuis une large mesure.",
  },
  stringere: {
    name: 'Stringere',
    description:
      "Contraindre l'épée adverse : s'approcher la lame placée de sorte que votre fort couvre son faible et ferme sa ligne, puis attaquer dans le temps de sa réponse. La plupart des jeux de Capoferro commencent ainsi.",
  },
  contrapostura: {
    name: 'Contrapostura',
    description:
      "La contre-posture : Fabris enseigne qu'à chaque garde répond une position qui ferme sa ligne d'attaque tout en laissant la vôtre ouverte. Prendre la contrapostura de la garde adverse et trouver son épée depuis elle est le fondement de sa méthode.",
  },
  'procedere-risoluto': {
    name: 'Procedere risoluto',
    description:
      "Avancer résolument, le sujet du second livre de Fabris : au lieu d'attendre un temps en garde, avancer sans cesse, l'épée couvrant toujours la ligne, en s'ajustant à chaque mouvement de l'adversaire jusqu'à la touche. Cela demande une excellente maîtrise de la lame et des pieds.",
  },
  'true-times': {
    name: 'Les vrais temps',
    description:
      "La règle de Silver pour se mouvoir sans danger : le temps de la main ; le temps de la main et du corps ; le temps de la main, du corps et du pied ; le temps de la main, du corps et des pieds. La main part la première et les pieds les derniers, pour que l'arme protège toujours l'escrimeur. Bouger le pied avant la main est pour lui un faux temps.",
  },
  'guardant-fight': {
    name: 'Le combat en garde couverte (guardant)',
    description:
      "Un des quatre combats de Silver : la main armée levée au-dessus de la tête, la pointe pendant en travers du corps, de sorte que lame et garde couvrent la tête et le corps. Depuis la vraie garde couverte, ou la garde bâtarde plus basse, l'escrimeur défend d'abord et frappe depuis la garde.",
  },
  'first-ward': {
    name: 'Première garde (sub brachio)',
    description:
      "La première des sept gardes de l'I.33, tenue « sous le bras » : l'épée ramenée en travers sous le bras de la bocle, la bocle devant couvrant la main armée. Le prêtre en fait le fondement de l'art, et la plupart des jeux du manuscrit partent d'elle ou s'y opposent.",
  },
  halbschilt: {
    name: 'Halbschilt',
    description:
      "Le « demi-bouclier » : la contre-position la plus souvent prise contre les gardes de l'I.33, l'épée tendue en avant, la main de la bocle juste derrière la main armée, pour que l'épée et la bocle forment un seul bouclier. De là, l'escrimeur lie la lame adverse et prépare le coup de bocle et l'estoc.",
  },
};
