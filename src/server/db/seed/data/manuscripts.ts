import type { ManuscriptSeed } from './types';

/**
 * Manuscripts and early printed books. Printed books have no single shelfmark, so
 * the place and year of the first edition stand in for it.
 */
export const manuscripts: readonly ManuscriptSeed[] = [
  {
    slug: 'ms-i-33',
    title: 'Walpurgis Fechtbuch (Royal Armouries Ms. I.33)',
    shelfmark: 'Ms. I.33',
    institution: 'Royal Armouries, Leeds',
    dateLabel: 'c. 1300 (estimates range from c. 1270 to the 1320s)',
    year: 1300,
    author: null,
    language: 'Latin, with German fencing terms',
    description:
      'The oldest surviving European fight book: 32 parchment leaves on which a priest and his scholar demonstrate a complete art of sword and buckler, each pair of figures accompanied by a short Latin text. The system is built on seven wards, the counter-positions that besiege them, binds, and the close cooperation of sword and buckler. In the final sequence the scholar is replaced by a woman named Walpurgis.\n\n' +
      'Made in the German-speaking lands, probably in Franconia, the book was kept in a Franconian monastery until it was carried off during the campaigns of Margrave Albrecht Alcibiades of Brandenburg-Kulmbach in 1552–53. It later belonged to the ducal library at Gotha, vanished during the Second World War and was bought by the Royal Armouries at auction in 1950. Its years in the Tower of London earned it the nickname Tower Fechtbuch.',
  },
  {
    slug: 'hs-3227a',
    title: 'Nuremberg Hausbuch (Hs. 3227a)',
    shelfmark: 'Hs. 3227a',
    institution: 'Germanisches Nationalmuseum, Nuremberg',
    dateLabel: 'c. 1389 (possibly early 15th century)',
    year: 1389,
    author: 'hanko-dobringer',
    language: 'Early New High German (East Central German) and Latin',
    description:
      "A personal commonplace book of 169 leaves in which fencing sits beside alchemy, fireworks, medical recipes, charms and metalworking. Its fencing section holds the earliest known version of Johannes Liechtenauer's Recital with a commentary, followed by verses from other masters and material on mounted and armoured combat.\n\n" +
      'The traditional date of 1389 comes from a calendar table in the book, but a date early in the 15th century cannot be ruled out. The codex is often called the Döbringer manuscript after the priest Hanko Döbringer named in it; since he is credited with only a small part of the text, the compiler is now usually considered anonymous. In the 1490s it belonged to the physician Nicolaus Pol, and it entered the Germanisches Nationalmuseum in 1852.',
  },
  {
    slug: 'cod-44-a-8',
    title: 'Starhemberg Fechtbuch (Cod. 44.A.8)',
    shelfmark: 'Cod. 44.A.8 (Cors. 1449)',
    institution: "Biblioteca dell'Accademia Nazionale dei Lincei e Corsiniana, Rome",
    dateLabel: '1452',
    year: 1452,
    author: 'peter-von-danzig',
    language: 'Early New High German',
    description:
      'An unillustrated compilation dated 1452 and one of the richest texts of the Liechtenauer tradition. It contains the longsword gloss conventionally attributed to Peter von Danzig, glosses on mounted and armoured fighting, and teachings credited to other masters on sword and buckler, dagger and wrestling, including the wrestling of Ott.\n\n' +
      'The book is traditionally called the Peter von Danzig codex, but its longsword gloss is anonymous in the manuscript and is now generally known as the Pseudo-Peter von Danzig gloss. Its detailed, practical explanations make it one of the most translated and most trained-from German sources.',
  },
  {
    slug: 'cod-i-6-4-3',
    title: 'Lew Fechtbuch (Cod.I.6.4º.3)',
    shelfmark: 'Cod.I.6.4º.3',
    institution: 'Universitätsbibliothek Augsburg',
    dateLabel: 'mid-15th century (c. 1450s–1460s)',
    year: 1460,
    author: 'jud-lew',
    language: 'Early New High German',
    description:
      'An unillustrated compilation of Liechtenauer-tradition treatises, closely parallel to the Rome codex of 1452. It preserves the branch of the Pseudo-Peter von Danzig gloss on the longsword and mounted Recitals that is associated with Lew, together with armoured fighting and other material. A colophon naming the Jewish art of a man called Lew is the origin of the name Jud Lew; whether Lew was the author, the scribe or the client is uncertain.',
  },
  {
    slug: 'mscr-dresd-c-487',
    title: 'Ringeck Fechtbuch (Mscr.Dresd.C.487)',
    shelfmark: 'Mscr.Dresd.C.487',
    institution: 'Sächsische Landesbibliothek – Staats- und Universitätsbibliothek (SLUB), Dresden',
    dateLabel: 'early 16th century (c. 1504–1519)',
    year: 1510,
    author: 'sigmund-ringeck',
    language: 'Early New High German',
    description:
      "A paper codex holding Sigmund Ringeck's gloss on Liechtenauer's Recital for unarmoured longsword, followed by fighting in armour and on horseback and by teachings of other masters. The copy itself dates from the early 16th century, though the gloss it preserves is decades older.\n\n" +
      'Its plain, play-by-play explanations were among the first Liechtenauer texts translated into English, and it remains a standard starting point for longsword clubs.',
  },
  {
    slug: 'talhoffer-1467',
    title: 'Talhoffer Fechtbuch of 1467 (Cod.icon. 394a)',
    shelfmark: 'Cod.icon. 394a',
    institution: 'Bayerische Staatsbibliothek, Munich',
    dateLabel: '1467',
    year: 1467,
    author: 'hans-talhoffer',
    language: 'Early New High German',
    description:
      "The best known of Hans Talhoffer's fight books, made for Count Eberhard of Württemberg, later Duke Eberhard I. It is almost entirely pictorial, with short captions, and shows longsword in and out of armour, the judicial duel with large duelling shields, messer, dagger, wrestling, mounted combat and the duel between a man and a woman.\n\n" +
      'Its vivid drawings have been reproduced endlessly, and often misread out of context, which has made it the image most people have of medieval fencing.',
  },
  {
    slug: 'cgm-582',
    title: 'Kunst des Messerfechtens (Cgm 582)',
    shelfmark: 'Cgm 582',
    institution: 'Bayerische Staatsbibliothek, Munich',
    dateLabel: '1482 (completed 19 January)',
    year: 1482,
    author: 'johannes-leckuchner',
    language: 'Early New High German',
    description:
      "Johannes Lecküchner's illustrated treatise on the Messer, completed less than a year before his death and dedicated to Philip the Upright, Elector Palatine. With more than 400 illustrations it is the most extensive 15th-century fight book devoted to a single weapon. It opens with Lecküchner's verse Recital and glosses it play by play; an earlier, unillustrated version of 1478 is in Heidelberg (Cod.Pal.germ.430).",
  },
  {
    slug: 'mair-opus-amplissimum',
    title: 'Opus Amplissimum de Arte Athletica (Mscr.Dresd.C.93/C.94)',
    shelfmark: 'Mscr.Dresd.C.93 and C.94',
    institution: 'Sächsische Landesbibliothek – Staats- und Universitätsbibliothek (SLUB), Dresden',
    dateLabel: 'c. 1540s',
    year: 1545,
    author: 'paulus-hector-mair',
    language: 'Early New High German',
    description:
      "The German version of Paulus Hector Mair's great compendium, in two large illustrated volumes. It covers longsword, dussack, sword and buckler, staff weapons, dagger, wrestling and mounted combat, together with rarely documented weapons such as the sickle and the scythe, and it draws on older material including the Liechtenauer tradition. A Latin version is in Vienna and a further version in Munich.",
  },
  {
    slug: 'meyer-1570',
    title: 'Gründtliche Beschreibung der Kunst des Fechtens (1570)',
    shelfmark: 'Printed book (Strasbourg, 1570)',
    institution: 'Printed by Thiebolt Berger, Strasbourg; copies in several libraries',
    dateLabel: '1570',
    year: 1570,
    author: 'joachim-meyer',
    language: 'Early New High German',
    description:
      "Joachim Meyer's printed treatise, dedicated to Johann Casimir, Count Palatine. In five books it teaches longsword, dussack, rapier, dagger and wrestling, and staff weapons, from foundations to free fencing, with woodcuts of fencers training in a hall.\n\n" +
      'Meyer treats the longsword as the basis of all the other weapons. He keeps the vocabulary of the Liechtenauer tradition but reorganises it for teaching: guards, cutting exercises, devices (Stücke) and the principles of Vor, Nach and Indes, giving modern instructors an unusually complete curriculum. A second edition appeared in Augsburg in 1600.',
  },
  {
    slug: 'meyer-lund',
    title: "Meyer's Lund Fechtbuch (MS A.4º.2)",
    shelfmark: 'MS A.4º.2',
    institution: 'Lund University Library',
    dateLabel: 'undated (probably 1560s)',
    year: 1560,
    author: 'joachim-meyer',
    language: 'Early New High German',
    description:
      "An illustrated manuscript by Joachim Meyer made for Count Otto von Solms, probably while Otto was studying in Strasbourg. It shows an earlier stage of the teaching later printed in 1570 and lets readers follow how Meyer developed his material. The book is thought to have reached Sweden as booty during the Thirty Years' War.",
  },
  {
    slug: 'getty-ms-ludwig-xv-13',
    title: 'Fior di Battaglia (Getty MS Ludwig XV 13)',
    shelfmark: 'MS Ludwig XV 13',
    institution: 'J. Paul Getty Museum, Los Angeles',
    dateLabel: 'c. 1400–1410',
    year: 1405,
    author: 'fiore-dei-liberi',
    language: 'Italian',
    description:
      "The most complete surviving copy of Fiore dei Liberi's treatise, on parchment, with pen drawings and short captions. It covers wrestling, dagger, sword in one and two hands, armoured combat, pollaxe, spear and mounted combat, and it is the version most modern Fiore groups work from.\n\n" +
      'It was probably made for the Este court of Niccolò III, Marquis of Ferrara. The Getty acquired it in 1983 with the manuscript collection of Peter and Irene Ludwig, which gives it its shelfmark.',
  },
  {
    slug: 'morgan-m-383',
    title: 'Fior di Battaglia (Morgan MS M.383)',
    shelfmark: 'MS M.383',
    institution: 'Morgan Library & Museum, New York',
    dateLabel: 'c. 1400–1410',
    year: 1404,
    author: 'fiore-dei-liberi',
    language: 'Italian',
    description:
      "A shorter parchment copy of Fiore's treatise, with a prologue close to that of the Getty manuscript. It is incomplete, missing several sections the Getty copy preserves, but it sometimes differs in wording, order or detail, so the two are routinely read side by side when reconstructing a play.",
  },
  {
    slug: 'pisani-dossi',
    title: 'Flos Duellatorum (Pisani Dossi MS)',
    shelfmark: 'Pisani Dossi MS (private)',
    institution: 'Private collection; published in facsimile by Francesco Novati, 1902',
    dateLabel: '1409',
    year: 1409,
    author: 'fiore-dei-liberi',
    language: 'Italian, with a Latin prologue',
    description:
      "The only dated copy of Fiore's work, its prologue giving the year 1409. Its drawings are captioned with short rhymed couplets rather than the prose of the Getty copy. The original remains in private hands and has rarely been seen; most study depends on the facsimile Francesco Novati published in 1902 under the title Flos duellatorum.",
  },
  {
    slug: 'vadi-de-arte-gladiatoria',
    title: 'De arte gladiatoria dimicandi',
    shelfmark: 'MS Vitt. Em. 1324',
    institution: 'Biblioteca Nazionale Centrale di Roma',
    dateLabel: 'c. 1482–1487',
    year: 1485,
    author: 'filippo-vadi',
    language: 'Italian, with Latin title and rubrics',
    description:
      "Filippo Vadi's treatise, dedicated to Guidobaldo da Montefeltro, Duke of Urbino. It opens with chapters in verse and prose on fencing as a science of geometry, measure and tempo, then presents illustrated plays, chiefly for the two-handed sword, many closely parallel to Fiore's.",
  },
  {
    slug: 'le-jeu-de-la-hache',
    title: 'Le Jeu de la Hache (MS Français 1996)',
    shelfmark: 'MS Français 1996',
    institution: 'Bibliothèque nationale de France, Paris',
    dateLabel: '15th century (recently dated c. 1460–1485)',
    year: 1470,
    author: null,
    language: 'Middle French',
    description:
      'An anonymous treatise on the pollaxe, the oldest known fight book written in French and the first devoted to a single staff weapon. Its ten parchment leaves have no pictures (spaces left for miniatures were never filled); the text sets out plays for a right-hander against a right-hander and against a left-hander. It belongs to the Burgundian milieu and has been dated anywhere from about 1400 to the third quarter of the 15th century.',
  },
  {
    slug: 'marozzo-opera-nova',
    title: 'Opera Nova (1536)',
    shelfmark: 'Printed book (Modena, 1536)',
    institution: 'Printed in Modena; copies in several libraries',
    dateLabel: '1536',
    year: 1536,
    author: 'achille-marozzo',
    language: 'Italian',
    description:
      "Achille Marozzo's treatise, the fullest statement of the Bolognese school. Five books cover the sidesword alone and with buckler, targa, rotella, dagger and cape, the two-handed sword, staff weapons, dagger and defence against it, and the conduct of the duel, with woodcuts of the guards. Its assalti, set sequences for sword and buckler, are a core training tool for modern Bolognese groups.",
  },
  {
    slug: 'agrippa-trattato',
    title: "Trattato di scientia d'arme (1553)",
    shelfmark: 'Printed book (Rome, 1553)',
    institution: 'Printed by Antonio Blado, Rome; copies in several libraries',
    dateLabel: '1553',
    year: 1553,
    author: 'camillo-agrippa',
    language: 'Italian',
    description:
      "Camillo Agrippa's Trattato di scientia d'arme, con un dialogo di filosofia, dedicated to Cosimo de' Medici. It introduces four numbered guards and a geometric, thrust-centred approach to the sword, illustrated with engravings that often show nude figures and geometric diagrams, and closes with a philosophical dialogue.",
  },
  {
    slug: 'capoferro-gran-simulacro',
    title: "Gran simulacro dell'arte e dell'uso della scherma (1610)",
    shelfmark: 'Printed book (Siena, 1610)',
    institution: 'Printed in Siena; copies in several libraries',
    dateLabel: '1610',
    year: 1610,
    author: 'ridolfo-capoferro',
    language: 'Italian',
    description:
      "Ridolfo Capoferro's rapier treatise, dedicated to Federico Ubaldo della Rovere. The first part sets out definitions and principles (measure, tempo, guards, the lunge); the second is a series of engraved plays for rapier alone and with dagger. Its clarity has made it a favourite first rapier text.",
  },
  {
    slug: 'fabris-scienza-e-pratica',
    title: "Scienza e pratica d'arme (1606)",
    shelfmark: 'Printed book (Copenhagen, 1606)',
    institution: 'Printed by Henrik Waltkirch, Copenhagen; copies in several libraries',
    dateLabel: '1606',
    year: 1606,
    author: 'salvator-fabris',
    language: 'Italian',
    description:
      "Salvator Fabris's rapier treatise, printed in Copenhagen under the patronage of Christian IV and issued with two title pages: De lo schermo, overo scienza d'arme, and Scienza e pratica d'arme. The first book teaches rapier alone, with dagger and with cloak; the second teaches how to proceed against the opponent without stopping in guard. Its nearly two hundred engravings make it one of the most lavish fencing books ever printed.",
  },
  {
    slug: 'silver-paradoxes',
    title: 'Paradoxes of Defence (1599)',
    shelfmark: 'Printed book (London, 1599)',
    institution: 'Printed for Edward Blount, London; copies in several libraries',
    dateLabel: '1599',
    year: 1599,
    author: 'george-silver',
    language: 'Early Modern English',
    description:
      "George Silver's polemic against the rapier and its Italian teachers, dedicated to the Earl of Essex. Alongside the attack it sets out his principles: the true times, the governors and the superiority of the short sword of perfect length, grounded in what he saw as the native English art of defence.",
  },
];
