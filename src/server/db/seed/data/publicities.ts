import type { PublicitySeed } from './types';

/** Partner publicity shown on the site (fictional partner, example.org only). */
export const publicities: readonly PublicitySeed[] = [
  {
    title: 'Ironhand Fencing Supply: spring training sale',
    description:
      'Our fictional partner Ironhand Fencing Supply equips clubs with steel feders, synthetic wasters, padded jackets, gorgets and reinforced gloves built for longsword, rapier and sidesword. HDX members get 15% off club starter kits this season.',
    url: 'https://example.org/ironhand-fencing-supply',
  },
];
