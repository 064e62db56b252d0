/**
 * The four lights every backdrop is painted in. A backdrop paints with these roles (sky, far hills,
 * ground, water, foliage, walls, …) instead of fixed colours, so one place serves a dawn scene and a
 * night scene of the same story. The colours come from the story skies of the website's art.
 */
import type { LIGHTS } from '@shop/content/storyboards/schema';
import { skies } from '../art/palette.ts';

export type LightName = (typeof LIGHTS)[number];

export interface Light {
  name: LightName;
  /** Sky gradient, top to horizon. */
  sky: readonly string[];
  celestial: 'sun' | 'moon';
  /** Sun: core, rim, halo. Moon: only the first is used. */
  sunColors: readonly [string, string, string];
  stars: number;
  cloud: string;
  cloudShade: string;
  birds: string | null;
  far: string;
  mid: string;
  near: string;
  ground: string;
  groundShade: string;
  water: readonly [string, string, string];
  shimmer: string;
  reflect: string;
  foliage: string;
  foliageLight: string;
  wall: string;
  wallShade: string;
  roof: string;
  stone: string;
  stoneShade: string;
  /** Windows and lamps: lit at dusk and night. */
  window: string;
  snow: string;
  snowShade: string;
  /** People's default look, and their colours when drawn as silhouettes. */
  people: 'colour' | 'silhouette';
  silhouette: string;
  rim: string;
  haze: string;
  vignette: readonly [string, number];
  fireflies: boolean;
}

export const LIGHT: Record<LightName, Light> = {
  dawn: {
    name: 'dawn',
    sky: skies.ganeshDawn,
    celestial: 'sun',
    sunColors: ['#fff6dc', '#ffc08a', '#ffcfa8'],
    stars: 0,
    cloud: '#ffe4d6',
    cloudShade: '#f4b8a8',
    birds: '#a0566a',
    far: '#e8b4b8',
    mid: '#c99aa8',
    near: '#8fb07a',
    ground: '#9cc283',
    groundShade: '#6f9a63',
    water: ['#f6c9c0', '#c3a3c6', '#8a7cb0'],
    shimmer: '#fff3e8',
    reflect: '#fff0d6',
    foliage: '#4f8a5f',
    foliageLight: '#a8d08a',
    wall: '#f2c7a0',
    wallShade: '#d9a27c',
    roof: '#b8653e',
    stone: '#e9d2c4',
    stoneShade: '#c4a8a4',
    window: '#7a4a3a',
    snow: '#fff4f0',
    snowShade: '#e6c8d8',
    people: 'colour',
    silhouette: '#5a3a5a',
    rim: '#ffd0b0',
    haze: '#ffe8d8',
    vignette: ['#7a3a4a', 0.22],
    fireflies: false,
  },
  day: {
    name: 'day',
    sky: skies.krishnaGolden,
    celestial: 'sun',
    sunColors: ['#fff7dc', '#ffd08a', '#ffd9a0'],
    stars: 0,
    cloud: '#fff1dd',
    cloudShade: '#ffd7b0',
    birds: '#b0643a',
    far: '#f3b98a',
    mid: '#d99a6a',
    near: '#7fae5a',
    ground: '#f2c48a',
    groundShade: '#e0a866',
    water: ['#8fd3e0', '#4fa8c0', '#2f7a9a'],
    shimmer: '#ffffff',
    reflect: '#fff6d0',
    foliage: '#3f8a4a',
    foliageLight: '#9fd27a',
    wall: '#f7c98e',
    wallShade: '#e8a566',
    roof: '#c8744a',
    stone: '#f0dcc0',
    stoneShade: '#d0b48e',
    window: '#8a5a2b',
    snow: '#ffffff',
    snowShade: '#d8e4f4',
    people: 'colour',
    silhouette: '#4a2e1e',
    rim: '#fff1c2',
    haze: '#fff4d6',
    vignette: ['#7c2d12', 0.22],
    fireflies: false,
  },
  dusk: {
    name: 'dusk',
    sky: skies.krishnaDusk,
    celestial: 'sun',
    sunColors: ['#fff2cf', '#ffb37a', '#ffb6a0'],
    stars: 22,
    cloud: '#f4b4c8',
    cloudShade: '#c98bb8',
    birds: '#4b3a7a',
    far: '#9a7cc4',
    mid: '#6e58a6',
    near: '#3a2f86',
    ground: '#4a3a8a',
    groundShade: '#2b2170',
    water: ['#b58ac8', '#6e58a6', '#3a2f86'],
    shimmer: '#ffe3d0',
    reflect: '#ffe2b8',
    foliage: '#2b2170',
    foliageLight: '#5b4a9a',
    wall: '#b07ab0',
    wallShade: '#7a5a9a',
    roof: '#5a3f86',
    stone: '#c9a6c6',
    stoneShade: '#8a6aa6',
    window: '#ffd27a',
    snow: '#f6dcef',
    snowShade: '#b49ad0',
    people: 'silhouette',
    silhouette: '#1a1446',
    rim: '#ffb6a0',
    haze: '#ffd6c0',
    vignette: ['#1a1446', 0.35],
    fireflies: true,
  },
  night: {
    name: 'night',
    sky: skies.krishnaMoon,
    celestial: 'moon',
    sunColors: ['#fff6d6', '#fff6d6', '#e8ecff'],
    stars: 70,
    cloud: '#5d78b8',
    cloudShade: '#3a4f8f',
    birds: null,
    far: '#2f438a',
    mid: '#23306e',
    near: '#182258',
    ground: '#1c2660',
    groundShade: '#141a4a',
    water: ['#3f5fa8', '#23307a', '#141a4a'],
    shimmer: '#cfe0ff',
    reflect: '#fff6d6',
    foliage: '#0d1238',
    foliageLight: '#2a3a80',
    wall: '#3a4a8a',
    wallShade: '#2a3670',
    roof: '#1a2458',
    stone: '#4a5a9a',
    stoneShade: '#34407a',
    window: '#ffd27a',
    snow: '#c8d6f4',
    snowShade: '#8a9cd0',
    people: 'silhouette',
    silhouette: '#0d1238',
    rim: '#cfe0ff',
    haze: '#bcd0ff',
    vignette: ['#0d1238', 0.4],
    fireflies: true,
  },
};
