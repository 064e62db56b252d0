/** Brand palette (a warm picture-book look) and one sky palette per deity. */
export const brand = {
  cream: '#fff8ec',
  marigold: '#f5a300',
  marigoldLight: '#ffd166',
  saffron: '#f97316',
  lotus: '#e0457b',
  lotusLight: '#f9a8c9',
  peacock: '#0e8a8a',
  peacockLight: '#5ec8c0',
  indigo: '#2b2170',
  indigoDeep: '#1a1446',
  ink: '#120e33',
  terracotta: '#c2410c',
  clay: '#9a3412',
  leaf: '#2f7d4f',
  leafLight: '#6fbf73',
  gold: '#ffc94a',
  white: '#ffffff',
} as const;

export type Deity =
  'krishna' | 'ganesh' | 'hanuman' | 'rama' | 'shiva' | 'durga' | 'kali' | 'narasimha' | 'chamunda';

/** Sky gradient stops (top to horizon) per deity and time of day; each scene picks one. */
export const skies = {
  krishnaDusk: ['#2a2a78', '#6b4aa8', '#e58fb0', '#ffc58a'],
  krishnaMoon: ['#141a4a', '#23307a', '#3f5fa8', '#7fa6d6'],
  krishnaGolden: ['#ff9d6c', '#ffc38a', '#ffe2a8', '#fff3d1'],
  ganeshDawn: ['#ffb3a7', '#ffcf9e', '#ffe6b3', '#fff5dc'],
  ganeshNoon: ['#7fd3e6', '#b5e8ef', '#e9f7ee', '#fff6df'],
  ganeshEvening: ['#3b2a7a', '#a0468f', '#f08a6a', '#ffcf7a'],
  hanumanSunrise: ['#3a2f86', '#c0508a', '#ff8a4c', '#ffd27a'],
  hanumanMorning: ['#ff9a5a', '#ffc27a', '#ffe3a3', '#fff4d6'],
  hanumanDusk: ['#21285e', '#4b3a8f', '#d66a7a', '#ffb36b'],
  ramaNight: ['#0f1440', '#1f2a6b', '#36408a', '#5a4f9a'],
  ramaDay: ['#3d7fc4', '#79b7e0', '#cfe8ef', '#fff1d6'],
  ramaSunset: ['#2b2170', '#8a3f8f', '#f0706a', '#ffc36b'],
  shivaNight: ['#0b1238', '#1a2a66', '#34508f', '#6c8cc0'],
  shivaDawn: ['#5d6fb8', '#a99ad3', '#f1b6c8', '#ffe1c7'],
  shivaTwilight: ['#1b1650', '#3a3590', '#7a6bc0', '#c2b0e6'],
  durgaDusk: ['#5a1245', '#b0284f', '#f0643c', '#ffc14f'],
  durgaGold: ['#c2410c', '#f5a300', '#ffd166', '#fff1c2'],
  durgaNight: ['#2a0f3f', '#5c1a5e', '#a8305f', '#e86a4f'],
  kaliStars: ['#07081f', '#141441', '#2a1f66', '#3d2a7a'],
  kaliAurora: ['#050c24', '#0d2146', '#1a3a6a', '#24507a'],
  kaliViolet: ['#12082b', '#2d1160', '#55208a', '#8a3a9a'],
  narasimhaTwilight: ['#2b1d63', '#7a3a84', '#e0705a', '#ffb257'],
  narasimhaAmber: ['#5a2a1a', '#b0502a', '#f09040', '#ffd28a'],
  narasimhaIndigo: ['#14123d', '#33276e', '#8a4f8a', '#e0906a'],
  chamundaDusk: ['#3a1a4a', '#8a2f5a', '#e0604a', '#ffb060'],
  chamundaNight: ['#0e1230', '#1e2556', '#3a3470', '#6a4a80'],
  chamundaMist: ['#a8c8d8', '#d0e0e0', '#f2eadb', '#fff6e4'],
  heroNight: ['#0d0b2e', '#1a1446', '#2b2170', '#5b3d8f'],
} as const satisfies Record<string, readonly string[]>;
export type SkyName = keyof typeof skies;

/** Skin tones for illustrated people (warm, varied). */
export const skinTones = [
  '#f3c9a0',
  '#e5b083',
  '#d49a6a',
  '#c08457',
  '#a86d45',
  '#8d5a3a',
  '#6f4529',
  '#f6d3b3',
] as const;
export const hairColors = [
  '#1b1210',
  '#2a1a14',
  '#3b2418',
  '#4a2e1e',
  '#5b3a26',
  '#2d2d2d',
  '#8a8a8a',
  '#c9c9c9',
] as const;
