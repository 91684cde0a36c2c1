import type { MasterHistorySeed } from './types';

/**
 * Masters and their documented or widely accepted lineage. Where the sources are
 * thin (names, dates, authorship) the text says so rather than guessing.
 */
export const masterHistories: readonly MasterHistorySeed[] = [
  {
    slug: 'lutegerus',
    name: 'Lutegerus',
    period: 'fl. c. 1300 (identity uncertain)',
    origin: 'German-speaking lands, probably Franconia',
    description:
      'Lutegerus (Liutger) is the name most often connected with the teaching of Royal Armouries Ms. I.33, the oldest known European fight book. The manuscript presents its art of sword and buckler through a priest (sacerdos) and his scholar (scholaris), and a Lutegerus is mentioned in the text; some scholars have suggested that he was the cleric who devised or wrote down the system, but this cannot be proven.\n\n' +
      'Nothing else is known of him. The manuscript was made around 1300, probably in Franconia, and its Latin text is scattered with German fencing terms such as halbschilt and langort, a sign that the art it records was taught in the vernacular. Its system of seven wards, the counter-positions that besiege them, binds and the constant partnership of sword and buckler has no close parallel in any other surviving source.',
    influencedBy: [],
  },
  {
    slug: 'johannes-liechtenauer',
    name: 'Johannes Liechtenauer',
    period: 'fl. 14th century (dates uncertain)',
    origin: 'Holy Roman Empire (birthplace unknown)',
    description:
      'Johannes Liechtenauer is the founding figure of the best-documented German fencing tradition, yet almost nothing is known about his life and no treatise in his own hand survives. What remains is his Zettel or Recital, a long poem of rhyming couplets that compresses his teaching into deliberately obscure verses. It is first recorded in the Nuremberg Hausbuch (Hs. 3227a) and was copied into dozens of later fight books.\n\n' +
      'The earliest source says that he travelled through many lands to seek out and learn the art, and that he wrote it in hidden words so that it would not become common. Later masters explained the verses in glosses, and the commentaries associated with Sigmund Ringeck, the so-called Pseudo-Peter von Danzig and Lew became the backbone of German longsword teaching for well over a century. Around 1470 Paulus Kal drew up a roll of the Fellowship of Liechtenauer, naming masters who claimed his art.\n\n' +
      'The Recital covers unarmoured longsword (Blossfechten), mounted combat (Rossfechten) and fighting in armour (Kampffechten). Its core vocabulary (the five master strikes, the four guards, Vor, Nach and Indes, the bind and the windings) remains the foundation of modern reconstructions. His dates depend on how Hs. 3227a is dated: he is traditionally placed in the 14th century, though some researchers argue that he was active in the early 15th.',
    influencedBy: [],
  },
  {
    slug: 'hanko-dobringer',
    name: 'Hanko Döbringer',
    period: 'fl. late 14th century',
    origin: 'Holy Roman Empire',
    description:
      "Hanko Döbringer is a name found in the Nuremberg Hausbuch (Germanisches Nationalmuseum, Hs. 3227a), a private compilation of the late 14th or early 15th century that holds the earliest known record of Johannes Liechtenauer's teaching. The manuscript calls him a priest (pfaffe) and credits him with a short set of fencing teachings, alongside verses from other masters.\n\n" +
      "For a long time the whole fencing section, and sometimes the whole codex, was published under his name, and 'Döbringer' is still common shorthand for its longsword commentary. Modern scholarship is more cautious: his name is attached to only a few lines, and the compiler of the book is now generally treated as anonymous.\n\n" +
      'Whoever wrote it, the commentary is unusually reflective. It favours principles over individual plays: strike at the body rather than the sword, seize the initiative (Vor), act in the instant (Indes), feel whether the opponent is strong or weak in the bind. It also warns against flashy, wide movements that look impressive in the school but fail in earnest, which makes it a favourite text for readers interested in the thinking behind the art.',
    influencedBy: ['johannes-liechtenauer'],
  },
  {
    slug: 'sigmund-ringeck',
    name: 'Sigmund Ringeck',
    period: 'fl. 15th century',
    origin: 'Holy Roman Empire (possibly Ainring, Bavaria)',
    description:
      "Sigmund Ringeck (also written ain Ringeck, Einring or Amring) is known as the author of one of the fullest glosses on Johannes Liechtenauer's Recital. The text calls him Schirmaister to an Albrecht, Count Palatine of the Rhine and Duke of Bavaria. Several Bavarian dukes of the 14th and 15th centuries were named Albrecht, so neither the patron nor Ringeck's own dates can be fixed with certainty.\n\n" +
      'His gloss survives in the Dresden codex Mscr.Dresd.C.487, a copy made in the early 16th century, decades after he was active. It explains each couplet of the Recital in plain prose, play by play, for unarmoured longsword, and continues with fighting in armour and on horseback; the codex also gathers teachings of other masters.\n\n' +
      "Ringeck appears in Paulus Kal's roll of the Fellowship of Liechtenauer (c. 1470). His gloss is closely related to the Pseudo-Peter von Danzig family of glosses, and whether one depends on the other, or both on a lost original, is still debated. For many modern clubs his reading of the Zettel, translated into English in 2001, was the way into German longsword.",
    influencedBy: ['johannes-liechtenauer'],
  },
  {
    slug: 'peter-von-danzig',
    name: 'Peter von Danzig',
    period: 'fl. mid-15th century',
    origin: 'Danzig (Gdańsk); associated with Ingolstadt',
    description:
      'The name Peter von Danzig has long been attached to the fight book of 1452 now in Rome (Cod. 44.A.8, also called the Starhemberg Fechtbuch), one of the central sources of the Liechtenauer tradition. The manuscript gathers a complete gloss of the longsword Recital with mounted and armoured fighting, and adds sword and buckler, dagger and wrestling teachings credited to other masters.\n\n' +
      "Modern researchers doubt that he wrote the longsword gloss, which is anonymous in the manuscript; it is now usually called the Pseudo-Peter von Danzig gloss. A master called Peter von Danzig, linked with Ingolstadt, is however listed in Paulus Kal's roll of the Fellowship of Liechtenauer, so the name does point to a real fencer of the tradition.\n\n" +
      "Whoever its author was, the gloss became the most widely copied commentary on Liechtenauer: versions of it appear in the Lew manuscript in Augsburg, in Hans von Speyer's compilation of 1491 and in later books. Its careful descriptions of the master strikes, Absetzen, Durchwechseln and Nachreisen are staples of modern reconstruction.",
    influencedBy: ['johannes-liechtenauer'],
  },
  {
    slug: 'jud-lew',
    name: 'Jud Lew',
    period: 'fl. mid-15th century',
    origin: 'Holy Roman Empire',
    description:
      "Lew (Lewe) is a 15th-century master of the Liechtenauer tradition known almost entirely from a compilation of fencing treatises in the Universitätsbibliothek Augsburg (Cod.I.6.4º.3). A colophon there speaks of the Jewish art of a man called Lew, which is why he is widely known as Jud Lew, 'Lew the Jew'. Whether he was in fact Jewish, and whether Lewe ('lion') was his name or a nickname, is not known.\n\n" +
      'His name is tied to one branch of the Pseudo-Peter von Danzig gloss on the Recital, above all its mounted section, and by convention the accompanying longsword gloss is called the Lew gloss as well. The same manuscript credits him with an armoured-fighting text that other sources give to Martin Hundfeld, so the attributions need to be read with care; he may even have been the scribe or the client rather than the author.\n\n' +
      "The Lew branch of the gloss was influential. Hans von Speyer's compilation of 1491 draws heavily on the same collection, and Johannes Lecküchner's Messer treatise repeatedly echoes its wording.",
    influencedBy: ['johannes-liechtenauer'],
  },
  {
    slug: 'hans-talhoffer',
    name: 'Hans Talhoffer',
    period: 'c. 1410/15 – after 1482',
    origin: 'Swabia',
    description:
      'Hans Talhoffer is the best-known name among the 15th-century German masters, thanks to a series of lavishly illustrated fight books made for him or under his direction. Archival records place him in the service of the Archbishop of Salzburg in the 1430s; by the 1440s he was working as a professional fencing master, and in 1454 he was in Zürich, teaching and fighting in public displays.\n\n' +
      'Much of his work concerned the judicial duel. He prepared clients for trial by combat, and his books show the whole procedure: the preparations and prayers, combat in armour with longsword and spear, the great duelling shields of Swabian custom and the famous duel between a man standing in a pit and a woman armed with a stone wrapped in cloth. One book was made for the Swabian nobleman Leutold von Königsegg, another, the 1467 codex now in Munich, for Count Eberhard of Württemberg.\n\n' +
      "Talhoffer's own teachers are unknown, but his manuscripts include Liechtenauer's Recital and his longsword clearly belongs to that tradition, even where he reinterprets individual pieces. Between them his books cover longsword in and out of armour, messer, dagger, spear, duelling shields, mounted combat and a great deal of wrestling.",
    influencedBy: ['johannes-liechtenauer'],
  },
  {
    slug: 'johannes-leckuchner',
    name: 'Johannes Lecküchner',
    period: 'c. 1430s – 1482',
    origin: 'Nuremberg area, Franconia',
    description:
      'Johannes (Hans) Lecküchner was a priest and fencing master who wrote the most extensive surviving treatise on the Messer, the single-edged long knife of late medieval Germany. Born near Nuremberg, he studied at the University of Leipzig in the 1450s, was later ordained, and from 1480 until his death on the last day of 1482 served as a priest in Herzogenaurach.\n\n' +
      'His Kunst des Messerfechtens survives in two copies he appears to have overseen himself: an unillustrated manuscript of 1478 in Heidelberg (Cod.Pal.germ.430) and a magnificent illustrated one completed in January 1482 and now in Munich (Cgm 582), dedicated to Philip the Upright, Elector Palatine.\n\n' +
      "Lecküchner modelled his art on Liechtenauer's longsword teaching. He wrote his own Recital for the Messer in the same couplet form, glossed it play by play and often borrowed from the Lew gloss. His hidden strikes (Zornhau, Wecker, Entrüsthau, Zwinger, Geferhau and Winker) mirror Liechtenauer's master strikes, while many plays exploit what is particular to the Messer: the single edge, the Nagel on the hilt and the free hand.",
    influencedBy: ['johannes-liechtenauer', 'jud-lew'],
  },
  {
    slug: 'paulus-hector-mair',
    name: 'Paulus Hector Mair',
    period: '1517 – 1579',
    origin: 'Augsburg',
    description:
      'Paulus Hector Mair was an Augsburg civic official and the greatest collector of the German martial arts. Believing that the old fighting arts were being forgotten, he set out in the 1540s to preserve them in an enormous illustrated compendium, engaging experienced fencers to demonstrate the plays; the paintings are attributed to the circle of the Augsburg artist Jörg Breu the Younger.\n\n' +
      'The result, known as the Opus Amplissimum de Arte Athletica, survives in a German version in Dresden, a Latin version in Vienna and a further version in Munich. It covers longsword, dussack, sword and buckler, staff weapons, dagger, wrestling and mounted combat, along with rarely documented weapons such as the sickle and the scythe, and it incorporates older material from the Liechtenauer tradition.\n\n' +
      'His passion was also his ruin. As city treasurer he had for years diverted public money to fund his collecting and his lifestyle; when the embezzlement came to light in 1579 he was convicted and hanged in Augsburg.',
    influencedBy: ['johannes-liechtenauer'],
  },
  {
    slug: 'joachim-meyer',
    name: 'Joachim Meyer',
    period: 'c. 1537 – 1571',
    origin: 'Basel; worked in Strasbourg',
    description:
      'Joachim Meyer was a Freifechter (free fencer) and a cutler by trade, born in Basel and settled in Strasbourg, where he became a citizen and taught fencing. Before his printed book he produced manuscripts for private patrons, among them one made for Count Otto von Solms, now in Lund, and a later compilation now in Rostock.\n\n' +
      'In 1570 he published Gründtliche Beschreibung der freyen Ritterlichen unnd Adelichen kunst des Fechtens in Strasbourg, dedicated to Johann Casimir, Count Palatine. It is a systematic course in longsword, dussack, rapier, dagger, wrestling and staff weapons, illustrated with woodcuts of fencers training in a hall, and it treats the longsword as the foundation for all the others.\n\n' +
      "Meyer's longsword rests on the Liechtenauer tradition, which he names and adapts to the training floor of his own day, adding cutting exercises, a larger set of guards and many new devices. The cost of printing seems to have left him in debt; he took a post as fencing master with Duke Johann Albrecht of Mecklenburg in Schwerin but died there early in 1571, only months after the book appeared.",
    influencedBy: ['johannes-liechtenauer'],
  },
  {
    slug: 'fiore-dei-liberi',
    name: 'Fiore dei Liberi',
    period: 'c. 1350 – after 1409',
    origin: 'Premariacco, near Cividale del Friuli',
    description:
      "Fiore dei Liberi, son of Benedetto of the Liberi of Premariacco in Friuli, wrote the oldest surviving Italian fencing treatise and one of the most complete martial systems of the Middle Ages. In his prologues he says he studied the art for decades with many masters, Italian and German, and records from Udine in 1383 connect him with the care of the city's crossbows and war engines.\n\n" +
      "He taught condottieri and noblemen preparing for duels, among them Galeazzo da Mantova, whom he trained for the encounter with the French marshal Boucicaut at Padua in 1395. In his later years he was linked with the court of Niccolò III d'Este, Marquis of Ferrara, for whom at least one copy of his book seems to have been made.\n\n" +
      'His Fior di Battaglia survives in several versions: the Getty and Morgan manuscripts, the Pisani Dossi manuscript dated 1409 and a Latin copy in Paris. It covers wrestling (abrazare), dagger, sword in one hand, sword in two hands in and out of armour, pollaxe, spear and mounted combat. The teaching is built from guards (poste), remedy masters who defend, their scholars who show the follow-ups and counter-masters who undo them, bound together by principles such as the crossing of the swords, wide and close play, and the four virtues of prudence, speed, boldness and strength.',
    influencedBy: [],
  },
  {
    slug: 'filippo-vadi',
    name: 'Filippo Vadi',
    period: 'fl. 1480s',
    origin: 'Pisa',
    description:
      'Filippo (Philippo) Vadi of Pisa wrote De arte gladiatoria dimicandi in the 1480s and dedicated it to Guidobaldo da Montefeltro, Duke of Urbino. The only known copy is in the Biblioteca Nazionale Centrale di Roma.\n\n' +
      'Vadi opens with chapters in verse and prose arguing that fencing is a true science founded on geometry and measure, then presents illustrated plays for the two-handed sword above all, with shorter sections on other weapons including the pollaxe and the dagger. Many plays correspond closely to those of Fiore dei Liberi, and Vadi is usually read as a later witness of the same tradition with emphases of his own: measure, tempo and a sword whose proportions he sets out with care.\n\n' +
      'His verse is full of hard-won advice, for example to avoid relying on the thrust when facing more than one opponent and to prefer a light, handy sword, which makes him a rewarding companion to Fiore.',
    influencedBy: ['fiore-dei-liberi'],
  },
  {
    slug: 'achille-marozzo',
    name: 'Achille Marozzo',
    period: '1484 – 1553',
    origin: 'Bologna',
    description:
      'Achille Marozzo was a Bolognese master and the best-known writer of what modern fencers call the Bolognese or Dardi school. He names Guido Antonio di Luca as his teacher, a master traditionally linked with the school of Filippo di Bartolomeo Dardi, and he kept a school of his own in Bologna.\n\n' +
      'His Opera Nova, printed in Modena in 1536, is a comprehensive treatise on the spada da filo (sidesword) alone and with buckler, targa, rotella, dagger and cape, on the two-handed sword and staff weapons, on the dagger and unarmed defence against it, and on the law of the duel. Its set sequences (assalti), its named guards such as coda lunga e stretta and porta di ferro, and its vocabulary of mandritti, riversi and falsi shaped Italian fencing for generations.\n\n' +
      "The book was reprinted several times, and a revised edition with new engravings appeared in Venice in 1568 under the title Arte dell'armi. His contemporary Antonio Manciolino, whose own Opera Nova appeared in 1531, describes many of the same guards, and the two are often studied together.",
    influencedBy: [],
  },
  {
    slug: 'camillo-agrippa',
    name: 'Camillo Agrippa',
    period: 'fl. 1553 – 1590s',
    origin: 'Milan; worked in Rome',
    description:
      "Camillo Agrippa was a Milanese engineer, architect and mathematician working in Rome rather than a professional fencing master. His Trattato di scientia d'arme, con un dialogo di filosofia, printed in Rome in 1553 and dedicated to Cosimo de' Medici, applied geometry and natural philosophy to swordsmanship.\n\n" +
      'Agrippa reduced the many named guards of earlier Italian writers to four numbered positions (prima, seconda, terza and quarta) defined by where the sword hand is, and favoured the thrust delivered along a straight line with economical movement. His numbered guards were taken up by later Italian masters and survive in the vocabulary of fencing today.\n\n' +
      'The engravings of the treatise have sometimes been linked, without firm evidence, to Michelangelo. Agrippa also wrote on other subjects, among them a proposal for moving the Vatican obelisk, and his fencing book was reprinted after his lifetime.',
    influencedBy: [],
  },
  {
    slug: 'ridolfo-capoferro',
    name: 'Ridolfo Capoferro',
    period: 'fl. c. 1610',
    origin: 'Cagli, near Urbino',
    description:
      "Ridolfo Capoferro of Cagli is known almost entirely through his book. Gran simulacro dell'arte e dell'uso della scherma, printed in Siena in 1610, presents him as a master teaching the German nation in Siena (the German students of the city) and is dedicated to Federico Ubaldo della Rovere, the young prince of Urbino. Beyond that, little about his life is documented.\n\n" +
      'The Gran simulacro is a compact, carefully argued rapier treatise. It defines the art through measure (misura larga and misura stretta), tempo and the proportions of the sword, uses the numbered guards introduced by Agrippa with terza as the principal guard, and shows the long lunge in engravings that have become iconic.\n\n' +
      'Its second half is a series of illustrated plays for rapier alone and rapier with dagger, many of them built on stringere, taking the line with your own blade before attacking. Short, clear and well illustrated, it has become one of the most widely studied rapier books in modern HEMA.',
    influencedBy: ['camillo-agrippa'],
  },
  {
    slug: 'salvator-fabris',
    name: 'Salvator Fabris',
    period: '1544 – 1618',
    origin: 'Padua',
    description:
      "Salvator Fabris was a Paduan master who travelled widely before entering the service of King Christian IV of Denmark around 1601. In Copenhagen in 1606 he published De lo schermo, overo scienza d'arme, issued in some copies as Scienza e pratica d'arme, with nearly two hundred copperplate engravings.\n\n" +
      "Fabris teaches the rapier alone, with dagger and with cloak, the body bent forward behind the sword in low, closed positions. He analyses guards and their counter-postures (contrapostura), finding and gaining the opponent's sword, feints and counter-tempo. Unusually, his second book teaches how to proceed resolutely against an opponent without stopping in guard, attacking while the sword keeps the line closed.\n\n" +
      'He later returned to Padua, where he taught until his death in 1618. His title page calls him head of the Order of the Seven Hearts, an order about which little is known. The book was reprinted and translated many times, above all in Germany, and shaped 17th-century rapier fencing north of the Alps.',
    influencedBy: ['camillo-agrippa'],
  },
  {
    slug: 'george-silver',
    name: 'George Silver',
    period: 'fl. 1599 – c. 1605',
    origin: 'England',
    description:
      "George Silver was an English gentleman and the fiercest critic of the Italian rapier fashion in Elizabethan London. In Paradoxes of Defence (London, 1599), dedicated to Robert Devereux, Earl of Essex, he argued that the short sword and the 'ancient weapons' of England were superior to the long rapier, and that the Italian teachers in London taught offence rather than true defence.\n\n" +
      'He names the Italian masters active in the city, among them Rocco Bonetti and Vincentio Saviolo, and tells how he and his brother Toby challenged Saviolo and his associate Jeronimo to a public trial of skill which, in his account, they never came to.\n\n' +
      'His own teaching rests on a few principles: the true times, in which the hand moves before the body and the feet; the governors of judgement and measure; and the guardant, open, variable and close fights. His Bref Instructions upon my Paradoxes of Defence, which survives in manuscript in the British Library and was first printed in 1898, applies them to the short sword, sword and buckler, sword and dagger, two-handed sword, staff weapons and more.',
    influencedBy: [],
  },
];
