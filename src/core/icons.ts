/**
 * The site's icon set: outline drawings on a 24×24 grid, stroked in the text colour, so every
 * icon matches the others and needs no emoji font. Each icon is a list of SVG path data.
 * The ruler, flame, droplet, bulb and magnet follow the shapes of Lucide (ISC licence,
 * https://lucide.dev); the others are drawn here.
 */

/** Icons a catalogue group may name (catalog/groups.yml `icon`; the schema's enum lists the same). */
export const GROUP_ICONS = [
  'ruler',
  'gear',
  'flame',
  'droplet',
  'bulb',
  'bolt',
  'magnet',
  'radiation',
] as const;
export type GroupIcon = (typeof GROUP_ICONS)[number];

/** Icons of the page frame. */
export const UI_ICONS = ['grid', 'moon', 'sun', 'hash'] as const;
export type IconName = GroupIcon | (typeof UI_ICONS)[number];

export const ICON_PATHS: Record<IconName, readonly string[]> = {
  ruler: [
    'M21.3 15.3a2.4 2.4 0 0 1 0 3.4l-2.6 2.6a2.4 2.4 0 0 1-3.4 0L2.7 8.7a2.41 2.41 0 0 1 0-3.4l2.6-2.6a2.41 2.41 0 0 1 3.4 0Z',
    'm14.5 12.5 2-2',
    'm11.5 9.5 2-2',
    'm8.5 6.5 2-2',
    'm17.5 15.5 2-2',
  ],
  gear: [
    'M17.7 7.94L20.19 7.18L21.2 9.62L18.9 10.84A7 7 0 0 1 18.9 13.16L21.2 14.38L20.19 16.82L17.7 16.06A7 7 0 0 1 16.06 17.7L16.82 20.19L14.38 21.2L13.16 18.9A7 7 0 0 1 10.84 18.9L9.62 21.2L7.18 20.19L7.94 17.7A7 7 0 0 1 6.3 16.06L3.81 16.82L2.8 14.38L5.1 13.16A7 7 0 0 1 5.1 10.84L2.8 9.62L3.81 7.18L6.3 7.94A7 7 0 0 1 7.94 6.3L7.18 3.81L9.62 2.8L10.84 5.1A7 7 0 0 1 13.16 5.1L14.38 2.8L16.82 3.81L16.06 6.3A7 7 0 0 1 17.7 7.94Z',
    'M15 12a3 3 0 1 1-6 0a3 3 0 1 1 6 0Z',
  ],
  flame: [
    'M8.5 14.5A2.5 2.5 0 0 0 11 12c0-1.38-.5-2-1-3-1.07-2.14-.22-4.05 2-6 .5 2.5 2 4.9 4 6.5 2 1.6 3 3.5 3 5.5a7 7 0 1 1-14 0c0-1.15.43-2.29 1-3a2.5 2.5 0 0 0 2.5 2.5Z',
  ],
  droplet: [
    'M12 22a7 7 0 0 0 7-7c0-2-1-3.9-3-5.5s-3.5-4-4-6.5c-.5 2.5-2 4.9-4 6.5C6 11.1 5 13 5 15a7 7 0 0 0 7 7Z',
  ],
  bulb: [
    'M15 14c.2-1 .7-1.7 1.5-2.5 1-.9 1.5-2.2 1.5-3.5A6 6 0 0 0 6 8c0 1 .2 2.2 1.5 3.5.7.7 1.3 1.5 1.5 2.5',
    'M9 18h6',
    'M10 22h4',
  ],
  bolt: ['M13 2 3 14h9l-1 8 10-12h-9l1-8Z'],
  magnet: [
    'm6 15-4-4 6.75-6.77a7.79 7.79 0 0 1 11 11L13 22l-4-4 6.39-6.36a2.14 2.14 0 0 0-3-3L6 15',
    'm5 8 4 4',
    'm12 15 4 4',
  ],
  radiation: [
    'M13.5 12a1.5 1.5 0 1 1-3 0a1.5 1.5 0 1 1 3 0Z',
    'M8.5 12H3A9 9 0 0 1 7.5 4.21l2.75 4.76A3.5 3.5 0 0 0 8.5 12Z',
    'M13.75 8.97 16.5 4.21A9 9 0 0 1 21 12h-5.5a3.5 3.5 0 0 0-1.75-3.03Z',
    'M13.75 15.03 16.5 19.79a9 9 0 0 1-9 0l2.75-4.76a3.5 3.5 0 0 0 3.5 0Z',
  ],
  grid: ['M4 4h6v6H4Z', 'M14 4h6v6h-6Z', 'M4 14h6v6H4Z', 'M14 14h6v6h-6Z'],
  moon: ['M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z'],
  sun: [
    'M16 12a4 4 0 1 1-8 0a4 4 0 1 1 8 0Z',
    'M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  ],
  hash: ['M4 9h16', 'M4 15h16', 'M10 3 8 21', 'M16 3l-2 18'],
};

export function isGroupIcon(name: string): name is GroupIcon {
  return (GROUP_ICONS as readonly string[]).includes(name);
}
