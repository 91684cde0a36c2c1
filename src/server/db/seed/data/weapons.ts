import type { WeaponSeed } from './types';

export const weapons: readonly WeaponSeed[] = [
  {
    slug: 'longsword',
    name: 'Longsword',
    description:
      "A straight, double-edged sword with a grip long enough for both hands, typically 110 to 130 cm overall. It is the central weapon of the German tradition of Johannes Liechtenauer and of Fiore dei Liberi's sword in two hands, used both out of armour and, gripped by the blade at the half-sword, in harness. Today it is the most widely practised weapon in HEMA.",
  },
  {
    slug: 'messer',
    name: 'Messer',
    description:
      'A single-edged sidearm of the 15th and 16th centuries with a knife-style grip and usually a Nagel, a small lug standing out from the cross to protect the hand. Common among townspeople and soldiers alike, it was taught as an art in its own right, above all in the treatise of the priest Johannes Lecküchner, which adapts Liechtenauer-style principles to a single edge.',
  },
  {
    slug: 'sword-and-buckler',
    name: 'Sword and buckler',
    description:
      'A one-handed sword paired with a small round fist shield held out in front. It is the subject of the oldest surviving fight book, Royal Armouries Ms. I.33, and was still a favourite of the Bolognese masters in the 16th century. The buckler works with the sword rather than simply blocking, covering the sword hand and closing lines.',
  },
  {
    slug: 'sidesword',
    name: 'Sidesword',
    description:
      'The modern name for the Italian spada da filo or spada da lato of the 16th century: a one-handed sword for cut and thrust with a developing hand guard, lighter and shorter than the later rapier. The Bolognese masters Manciolino and Marozzo teach it alone and with buckler, dagger, cape and larger shields.',
  },
  {
    slug: 'rapier',
    name: 'Rapier',
    description:
      'A long, slender sword built for the thrust, with a complex hilt protecting the hand, dominant in civilian fencing from the late 16th to the mid-17th century. It was used alone or with a dagger or cloak in the other hand. Agrippa, Capoferro and Fabris are among its most studied Italian authors.',
  },
  {
    slug: 'backsword',
    name: 'Backsword',
    description:
      "The English single sword of the 16th and 17th centuries, a cut-and-thrust blade usually fitted with a protective or basket hilt. George Silver's short sword 'of perfect length' belongs to this family, and his true times and four fights are usually practised with it.",
  },
  {
    slug: 'dagger',
    name: 'Dagger',
    description:
      'Nearly every medieval and Renaissance source teaches the dagger, usually a rondel or ballock dagger, both as a weapon and as a way into wrestling. Plays typically begin against a descending stab and end in a disarm, a lock, a break or a throw.',
  },
  {
    slug: 'pollaxe',
    name: 'Pollaxe',
    description:
      'The staff weapon of the armoured knight, roughly head height, combining an axe blade or hammer with a top spike and a spike at the butt. It appears in foot combats in the lists and is taught by Fiore dei Liberi and in the Burgundian treatise Le Jeu de la Hache, with thrusts, hooks, blows and binds with the haft.',
  },
  {
    slug: 'spear',
    name: 'Spear',
    description:
      'The commonest weapon of the medieval battlefield. Fiore and the German masters teach it on foot and on horseback, and later authors such as Joachim Meyer cover the related long staff and pike. Measure, thrusting lines and control of the haft carry over to every staff weapon.',
  },
  {
    slug: 'sabre',
    name: 'Sabre',
    description:
      'A curved, single-edged cutting sword. HEMA sabre draws mostly on 18th- and 19th-century military and civilian sources, from the Polish and Hungarian sabre traditions to the British and Italian military manuals of the 1800s, and links historical fencing to the modern sport weapon.',
  },
  {
    slug: 'wrestling',
    name: 'Wrestling',
    description:
      'Ringen in the German sources and abrazare in Fiore: the unarmed foundation of every weapon art. The fight books teach grips, breaks, locks and throws both on their own and at the sword, where a fencer closes from the bind to grapple.',
  },
];
