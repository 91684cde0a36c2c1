import type { TechniqueSeed } from './types';

/** Techniques, guards and principles, each tied to a weapon, a master and a source. */
export const techniques: readonly TechniqueSeed[] = [
  // German longsword: the five master strikes (Meisterhäue).
  {
    slug: 'zornhau',
    name: 'Zornhau',
    description:
      "The 'wrath strike': a powerful diagonal cut from the right shoulder with the long edge, the most natural blow there is. Liechtenauer turns it into a counter: cut onto an attacker's descending blow, and if he is soft in the bind, drive the point straight on to his face or chest (Zornhau-Ort); if he is strong, work from the bind instead.",
    weapon: 'longsword',
    master: 'sigmund-ringeck',
    manuscript: 'mscr-dresd-c-487',
  },
  {
    slug: 'krumphau',
    name: 'Krumphau',
    description:
      "The 'crooked strike', thrown with crossed hands while stepping out wide to the side, so that it lands on the opponent's hands or across his blade from an unexpected angle. In the Recital it is the strike that breaks the Ochs, and it can also be used to set aside an incoming cut before following up.",
    weapon: 'longsword',
    master: 'sigmund-ringeck',
    manuscript: 'mscr-dresd-c-487',
  },
  {
    slug: 'zwerchhau',
    name: 'Zwerchhau',
    description:
      "The 'thwart' or cross strike: a horizontal blow with the short edge from the right (the long edge from the left), the hilt held high in front of the head so that the strike covers the attacker as it lands. It is the answer to an opponent in Vom Tag and to high strikes in general, and it is often doubled to both sides.",
    weapon: 'longsword',
    master: 'peter-von-danzig',
    manuscript: 'cod-44-a-8',
  },
  {
    slug: 'schielhau',
    name: 'Schielhau',
    description:
      "The 'squinting strike': a short-edge cut from the right, delivered with extended arms onto the opponent's blade or right shoulder, so that it both displaces and hits. The Recital sets it against the Pflug and against a 'buffalo', a strong fencer who relies on force, and the gloss also uses it against the long point.",
    weapon: 'longsword',
    master: 'peter-von-danzig',
    manuscript: 'cod-44-a-8',
  },
  {
    slug: 'scheitelhau',
    name: 'Scheitelhau',
    description:
      "The 'parting strike': a long vertical cut from above to the crown of the head, delivered with the arms fully extended. Against an opponent waiting in Alber its reach keeps you out of his rising attack; if he lifts his hilt high to catch it in the Crown (Kron), the gloss continues with a thrust or a slice.",
    weapon: 'longsword',
    master: 'sigmund-ringeck',
    manuscript: 'mscr-dresd-c-487',
  },
  // German longsword: actions and principles.
  {
    slug: 'absetzen',
    name: 'Absetzen',
    description:
      "'Setting aside': meeting an incoming thrust or strike with your own thrust, turning the sword from one Ochs or Pflug to the other so that your strong edge displaces his blade while your point arrives in the same motion. It turns a parry into a single-time counter.",
    weapon: 'longsword',
    master: 'peter-von-danzig',
    manuscript: 'cod-44-a-8',
  },
  {
    slug: 'durchwechseln',
    name: 'Durchwechseln',
    description:
      "'Changing through': when the opponent cuts or parries at your sword instead of your body, let your point slip under his blade before the bind forms and thrust to the other side. It punishes a fencer who chases the sword, and it can be repeated if he follows the new line.",
    weapon: 'longsword',
    master: 'peter-von-danzig',
    manuscript: 'cod-44-a-8',
  },
  {
    slug: 'nachreisen',
    name: 'Nachreisen',
    description:
      "'Travelling after' or chasing: attacking the opponent as he winds up, as his strike misses and runs past, or as he withdraws from the bind. The glosses give several forms, all built on seizing the moment in which he cannot cover.",
    weapon: 'longsword',
    master: 'jud-lew',
    manuscript: 'cod-i-6-4-3',
  },
  {
    slug: 'uberlaufen',
    name: 'Überlaufen',
    description:
      "'Overrunning': answering a low attack with a high one. A fencer who cuts or thrusts at the lower openings leaves his head exposed, and a strike from above with extended arms reaches it first, because it travels a shorter way and uses the greater reach.",
    weapon: 'longsword',
    master: 'sigmund-ringeck',
    manuscript: 'mscr-dresd-c-487',
  },
  {
    slug: 'sprechfenster',
    name: 'Sprechfenster',
    description:
      "The 'speaking window': staying in the bind with arms extended and the point threatening the face, reading through the blade what the opponent means to do. From it you respond to his pressure with a winding, a strike around, or by slipping off his sword.",
    weapon: 'longsword',
    master: 'sigmund-ringeck',
    manuscript: 'mscr-dresd-c-487',
  },
  {
    slug: 'winden',
    name: 'Winden',
    description:
      "Winding: turning the sword in the bind so that your strong bears on the opponent's weak while your point comes on line. Liechtenauer counts eight windings, from the two Ochs and two Pflug positions on either side, and from each one you may cut, thrust or slice according to what you feel.",
    weapon: 'longsword',
    master: 'sigmund-ringeck',
    manuscript: 'mscr-dresd-c-487',
  },
  {
    slug: 'mutieren',
    name: 'Mutieren',
    description:
      "'Mutating': from a strong high bind, wind your sword over his blade on the outside and drive the point down into his lower opening on the far side. Paired with Duplieren, it is the answer to an opponent who binds hard.",
    weapon: 'longsword',
    master: 'sigmund-ringeck',
    manuscript: 'mscr-dresd-c-487',
  },
  {
    slug: 'duplieren',
    name: 'Duplieren',
    description:
      "'Doubling': when the opponent binds strongly, keep your sword on his, push the pommel under your right arm with the left hand and strike behind his blade, between blade and man, with the short edge to his head. It exploits the pressure he is putting into the bind.",
    weapon: 'longsword',
    master: 'sigmund-ringeck',
    manuscript: 'mscr-dresd-c-487',
  },
  {
    slug: 'zucken',
    name: 'Zucken',
    description:
      "'Twitching' or pulling away: when the opponent binds hard against your sword, withdraw from the bind and strike around to the other side of his blade. The harder he presses, the further his sword falls away from covering him.",
    weapon: 'longsword',
    master: 'jud-lew',
    manuscript: 'cod-i-6-4-3',
  },
  {
    slug: 'vor-und-nach',
    name: 'Vor und Nach',
    description:
      "'Before and after': whoever strikes first and keeps the initiative fights in the Vor, forcing the opponent to answer; whoever must respond is in the Nach. The Hausbuch commentary insists that a fencer should always seek the Vor, and that from the Nach he must win it back as quickly as possible.",
    weapon: 'longsword',
    master: 'hanko-dobringer',
    manuscript: 'hs-3227a',
  },
  {
    slug: 'indes',
    name: 'Indes',
    description:
      "'Meanwhile' or 'in the instant': the moment of contact in which, by feeling whether the opponent is strong or weak, you choose and execute your response without delay. The glosses place it with Vor, Nach, strong and weak among the words on which the whole art rests.",
    weapon: 'longsword',
    master: 'hanko-dobringer',
    manuscript: 'hs-3227a',
  },
  // German longsword: the four guards.
  {
    slug: 'ochs',
    name: 'Ochs',
    description:
      "The 'ox': the hilt held beside the head with the point aimed at the opponent's face, like a horn. It can be taken on either side and is one of Liechtenauer's four guards; the Krumphau is the strike that breaks it.",
    weapon: 'longsword',
    master: 'johannes-liechtenauer',
    manuscript: 'hs-3227a',
  },
  {
    slug: 'pflug',
    name: 'Pflug',
    description:
      "The 'plough': the hilt held low beside the hip with the point aimed up at the opponent's face or chest, on either side. A guard for thrusting and for meeting attacks with Absetzen; the Schielhau is the strike that breaks it.",
    weapon: 'longsword',
    master: 'johannes-liechtenauer',
    manuscript: 'hs-3227a',
  },
  {
    slug: 'vom-tag',
    name: 'Vom Tag',
    description:
      "'From the roof': the sword held above the head or on the right shoulder, ready to strike down. It is the home of the Zornhau and the other strikes from above, and the Zwerchhau is the strike that breaks it.",
    weapon: 'longsword',
    master: 'johannes-liechtenauer',
    manuscript: 'hs-3227a',
  },
  {
    slug: 'alber',
    name: 'Alber',
    description:
      "The 'fool': the point lowered towards the ground in front of you, leaving the head apparently open to invite an attack that is met from below. The Scheitelhau, whose long reach descends before the rising counter can arrive, is the strike that breaks it.",
    weapon: 'longsword',
    master: 'johannes-liechtenauer',
    manuscript: 'hs-3227a',
  },
  // German longsword in armour and at close quarters.
  {
    slug: 'halbschwert',
    name: 'Halbschwert',
    description:
      'The half-sword: in armour, the left hand grips the blade near its middle so that the point can be placed precisely into the gaps of the harness (armpit, face, hands, groin). The sword becomes a short spear and a lever, used for thrusts, binds and throws alike.',
    weapon: 'longsword',
    master: 'sigmund-ringeck',
    manuscript: 'mscr-dresd-c-487',
  },
  {
    slug: 'ringen-am-schwert',
    name: 'Ringen am Schwert',
    description:
      "Wrestling at the sword: from a close bind, release a hand to seize the opponent's arm, elbow or hilt and finish with a lock, a throw or a disarm. The German glosses treat it as the natural continuation when the fight closes in.",
    weapon: 'longsword',
    master: 'sigmund-ringeck',
    manuscript: 'mscr-dresd-c-487',
  },
  {
    slug: 'mordschlag',
    name: 'Mordschlag',
    description:
      "The 'murder strike': gripping the sword by the blade with both hands and swinging it so that the cross or pommel hits like a hammer. Talhoffer and other masters show it above all in armoured combat, where a concussive blow could achieve what an edge could not.",
    weapon: 'longsword',
    master: 'hans-talhoffer',
    manuscript: 'talhoffer-1467',
  },
  // Joachim Meyer.
  {
    slug: 'langort',
    name: 'Langort',
    description:
      "The 'long point': arms and sword fully extended towards the opponent, a position Meyer uses constantly as a guard and as the point through which cuts pass. It controls distance and threatens, but because the arms are committed it must not be held too long.",
    weapon: 'longsword',
    master: 'joachim-meyer',
    manuscript: 'meyer-1570',
  },
  {
    slug: 'wechselhau',
    name: 'Wechselhau',
    description:
      "Meyer's 'change strike', working out of the Wechsel guard in which the point hangs low beside you: a rising cut from below, linked in a continuous motion with a cut from above or to the other side. Meyer uses it to move fluidly between high and low openings and to pass from guard to guard.",
    weapon: 'longsword',
    master: 'joachim-meyer',
    manuscript: 'meyer-1570',
  },
  // Messer.
  {
    slug: 'entrusthau',
    name: 'Entrüsthau',
    description:
      "One of the hidden strikes of Lecküchner's Messer, the counterpart of the longsword Zwerchhau. Against a high guard or a blow from above you spring out to the side and turn the blade over so that it comes across and onto him, covering your head as it lands.",
    weapon: 'messer',
    master: 'johannes-leckuchner',
    manuscript: 'cgm-582',
  },
  // Fiore dei Liberi.
  {
    slug: 'posta-di-donna',
    name: 'Posta di donna',
    description:
      "The 'woman's guard': the sword drawn back over the right shoulder, ready to strike. Fiore says that from it one can make all seven blows of the sword, break thrusts and exchange them, and pass easily into other guards; a left-hand version sits on the other shoulder.",
    weapon: 'longsword',
    master: 'fiore-dei-liberi',
    manuscript: 'getty-ms-ludwig-xv-13',
  },
  {
    slug: 'posta-di-finestra',
    name: 'Posta di finestra',
    description:
      "The 'window guard': the hilt held high beside the head with the point forward toward the opponent. Fiore praises it as quick and cunning; it covers, strikes and thrusts with little movement, and it is a natural starting point for the exchange of thrusts.",
    weapon: 'longsword',
    master: 'fiore-dei-liberi',
    manuscript: 'getty-ms-ludwig-xv-13',
  },
  {
    slug: 'dente-di-zenghiaro',
    name: 'Dente di zenghiaro',
    description:
      "The 'boar's tusk': a low guard with the hilt down by the knee and the point angled forward, from which the sword rises in a thrust the way a boar strikes upward with its tusk. Fiore has the fencer return from the thrust with a descending blow, and uses the guard to beat incoming attacks aside from below.",
    weapon: 'longsword',
    master: 'fiore-dei-liberi',
    manuscript: 'getty-ms-ludwig-xv-13',
  },
  {
    slug: 'colpo-di-villano',
    name: 'Colpo di villano',
    description:
      "The 'peasant's blow': Fiore's answer to a big, uncontrolled downward swing. Waiting with the left foot forward, the scholar steps off the line, receives the blow at the middle of his sword and lets it run down to the ground, then returns at once with a descending blow to the head or arms or a thrust to the chest.",
    weapon: 'longsword',
    master: 'fiore-dei-liberi',
    manuscript: 'morgan-m-383',
  },
  {
    slug: 'scambiar-di-punta',
    name: 'Scambiar di punta',
    description:
      'The exchange of the thrust: as the opponent thrusts, step the front foot out of line and pass across with the other, crossing his sword with your hands low and point high, so that his point goes past while yours goes into his face or chest. Cover and counter are one action.',
    weapon: 'longsword',
    master: 'fiore-dei-liberi',
    manuscript: 'getty-ms-ludwig-xv-13',
  },
  {
    slug: 'rompere-di-punta',
    name: 'Rompere di punta',
    description:
      'Breaking the thrust: with the hands high, step off line and strike down across the middle of the incoming sword, driving it to the ground. Fiore immediately follows into close play, and the plays after it show pins, strikes and grapples from the broken thrust.',
    weapon: 'longsword',
    master: 'fiore-dei-liberi',
    manuscript: 'getty-ms-ludwig-xv-13',
  },
  {
    slug: 'zogho-stretto',
    name: 'Zogho stretto',
    description:
      "Close play: what follows when the swords cross near the middle or closer and the fencers are in reach of each other's bodies. Fiore fills it with pommel strikes, disarms, arm locks, throws and binds that mix sword and wrestling, in contrast to the wide play (zogho largo) fought at the points.",
    weapon: 'longsword',
    master: 'fiore-dei-liberi',
    manuscript: 'pisani-dossi',
  },
  {
    slug: 'first-remedy-master-dagger',
    name: 'First remedy master of the dagger',
    description:
      "The first of Fiore's dagger masters meets a descending stab with the unarmed left hand against the attacking arm. His scholars then show what follows from that cover: taking the dagger, locking or breaking the arm and throwing the attacker.",
    weapon: 'dagger',
    master: 'fiore-dei-liberi',
    manuscript: 'getty-ms-ludwig-xv-13',
  },
  {
    slug: 'posta-breve-la-serpentina',
    name: 'Posta breve la serpentina',
    description:
      "One of Fiore's guards for the pollaxe: the axe held short and close in front of the body with the spike directed at the opponent, ready to dart out in a thrust like a striking snake. From it the player can also beat aside the opponent's axe and turn to strike with the head.",
    weapon: 'pollaxe',
    master: 'fiore-dei-liberi',
    manuscript: 'getty-ms-ludwig-xv-13',
  },
  // Filippo Vadi.
  {
    slug: 'posta-di-bicorno',
    name: 'Posta di bicorno',
    description:
      "The 'two-horned' guard: the hilt drawn in toward the chest with the point forward on the line. Vadi values it as a strong, well-covered guard from which to thrust and to meet the opponent on his centre.",
    weapon: 'longsword',
    master: 'filippo-vadi',
    manuscript: 'vadi-de-arte-gladiatoria',
  },
  // Bolognese school.
  {
    slug: 'coda-lunga-e-stretta',
    name: 'Coda lunga e stretta',
    description:
      "The 'long and narrow tail': in Marozzo's sword and buckler, the left foot forward in a narrow stance, the sword arm low by the outside of the right knee with the point forward and down, the buckler held out in front. A staple of the Bolognese sword and buckler plays, it is a patient, well-covered position that invites the opponent to commit.",
    weapon: 'sword-and-buckler',
    master: 'achille-marozzo',
    manuscript: 'marozzo-opera-nova',
  },
  {
    slug: 'guardia-alta',
    name: 'Guardia alta',
    description:
      "The 'high guard' of the Bolognese masters: the sword arm raised as high as it will go, with the blade angled back over the head. From it fall the fendenti and other descending blows, and the Bolognese sequences return to it again and again.",
    weapon: 'sidesword',
    master: 'achille-marozzo',
    manuscript: 'marozzo-opera-nova',
  },
  // Rapier.
  {
    slug: 'agrippa-four-guards',
    name: "Agrippa's four guards",
    description:
      "Agrippa's prima, seconda, terza and quarta: positions named by number according to where the sword hand is, from prima, the high hand in which the sword leaves the scabbard, down to terza at the hip and quarta with the hand turned inside. They replaced the colourful guard names of the Bolognese school and were adopted by later Italian masters.",
    weapon: 'rapier',
    master: 'camillo-agrippa',
    manuscript: 'agrippa-trattato',
  },
  {
    slug: 'stoccata',
    name: 'Stoccata',
    description:
      "A thrust delivered from below the opponent's sword, the rapier's workhorse attack. Capoferro delivers it with the long lunge, the rear leg straightening as the front knee bends and the body leans behind the point, to reach from wide measure.",
    weapon: 'rapier',
    master: 'ridolfo-capoferro',
    manuscript: 'capoferro-gran-simulacro',
  },
  {
    slug: 'stringere',
    name: 'Stringere',
    description:
      "Constraining the opponent's sword: approaching with your blade set so that your strong covers his weak and closes his line, then attacking in the tempo of his response. Most of Capoferro's plays begin with it.",
    weapon: 'rapier',
    master: 'ridolfo-capoferro',
    manuscript: 'capoferro-gran-simulacro',
  },
  {
    slug: 'contrapostura',
    name: 'Contrapostura',
    description:
      "The counter-posture: Fabris teaches that for every guard there is a position that closes its line of attack while keeping your own open. Taking the contrapostura to the opponent's guard, and finding his sword from it, is the foundation of his method.",
    weapon: 'rapier',
    master: 'salvator-fabris',
    manuscript: 'fabris-scienza-e-pratica',
  },
  {
    slug: 'procedere-risoluto',
    name: 'Procedere risoluto',
    description:
      "Proceeding resolutely, the subject of Fabris's second book: instead of standing in guard waiting for a tempo, advance continuously with the sword always covering the line, adjusting to every movement of the opponent until the hit arrives. It demands excellent control of the blade and of the feet.",
    weapon: 'rapier',
    master: 'salvator-fabris',
    manuscript: 'fabris-scienza-e-pratica',
  },
  // George Silver.
  {
    slug: 'true-times',
    name: 'True times',
    description:
      "Silver's rule for moving safely: the time of the hand; the time of the hand and body; the time of the hand, body and foot; and the time of the hand, body and feet. The hand moves first and the feet last, so that the weapon always protects the fencer. Moving the foot before the hand he calls a false time.",
    weapon: 'backsword',
    master: 'george-silver',
    manuscript: 'silver-paradoxes',
  },
  {
    slug: 'guardant-fight',
    name: 'Guardant fight',
    description:
      "One of Silver's four fights: the sword hand held high above the head with the point hanging down across the body, so that blade and hilt cover head and body. From true guardant, or the lower bastard guardant, the fencer defends first and strikes from the ward.",
    weapon: 'backsword',
    master: 'george-silver',
    manuscript: 'silver-paradoxes',
  },
  // Royal Armouries Ms. I.33.
  {
    slug: 'first-ward',
    name: 'First ward (sub brachio)',
    description:
      "The first of the seven wards of I.33, held 'under the arm': the sword drawn across beneath the buckler arm with the buckler in front covering the sword hand. The priest treats it as the foundation of the art, and most of the plays in the manuscript begin from it or against it.",
    weapon: 'sword-and-buckler',
    master: 'lutegerus',
    manuscript: 'ms-i-33',
  },
  {
    slug: 'halbschilt',
    name: 'Halbschilt',
    description:
      "'Half-shield': the counter-position most often taken against the wards of I.33, the sword held forward with the buckler hand close behind the sword hand so that sword and buckler work as one shield. From it the fencer binds the opponent's blade and sets up the shield strike and the thrust.",
    weapon: 'sword-and-buckler',
    master: 'lutegerus',
    manuscript: 'ms-i-33',
  },
];
