/** Shapes of the demo library seed data (see the sibling files for the content). */

export interface PostTypeSeed {
  slug: string;
  name: string;
  description: string;
}

export interface WeaponSeed {
  slug: string;
  name: string;
  description: string;
}

export interface MasterHistorySeed {
  slug: string;
  name: string;
  period: string;
  origin: string;
  /** Paragraphs separated by a blank line ("\n\n"). */
  description: string;
  /** Slugs of other master histories in `masterHistories`. */
  influencedBy: readonly string[];
}

export interface ManuscriptSeed {
  slug: string;
  title: string;
  shelfmark: string;
  institution: string;
  dateLabel: string;
  year: number;
  /** Master slug, or null for an anonymous work. */
  author: string | null;
  language: string;
  description: string;
}

export interface TechniqueSeed {
  slug: string;
  name: string;
  description: string;
  /** Weapon, master and manuscript slugs. */
  weapon: string;
  master: string;
  manuscript: string;
}

export interface SeedUser {
  username: string;
  email: string;
  firstName: string;
  name: string;
  city: string;
  country: string;
}

export interface PostSeed {
  title: string;
  description: string;
  priceCents: number;
  /** Username: 'admin', 'demo' or one of `seedUsers`. */
  author: string;
  postType: string;
  weapon: string;
  master: string | null;
  manuscript: string | null;
  techniques: readonly string[];
  views: number;
  daysAgo: number;
  /** Usernames; never the post's own author. */
  likedBy: readonly string[];
  /** Half-stars 1..10 (0.5 to 5 stars); never by the post's own author. */
  ratings: readonly { user: string; halves: number }[];
}

export interface PublicitySeed {
  title: string;
  description: string;
  url: string;
}

/** The French texts of a demo library entry (a manuscript's title as `name`), kept beside the English data by slug. */
export interface FrenchSeed {
  name: string;
  description: string;
}

/** A demo master's period and origin in French. */
export interface FrenchMasterFacts {
  period: string;
  origin: string;
}

/** A demo manuscript's date and language in French. */
export interface FrenchManuscriptFacts {
  dateLabel: string;
  language: string;
}
