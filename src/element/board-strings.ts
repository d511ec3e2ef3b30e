/**
 * The board's and dice's accessible names in five languages: what a screen reader says for each
 * tile, tray, selectable piece and destination. Places arrive already named ("A1 (rosette)").
 */
import type { Player, TileKind } from '../engine/index.js';

/** What a move does where it lands: takes a piece, or (bell) bounces off a stack back to the reserve. */
export type MoveEffect = 'capture' | 'bounce' | null;

export interface BoardStrings {
  /** Accessible name of the board. */
  board: string;
  /** Tile kind names (RULES.md §4); plain is never spoken. */
  kinds: Readonly<Record<Exclude<TileKind, 'plain'>, string>>;
  /** Names of the two off-board places, as move targets and sources. */
  reserve: string;
  home: string;
  /** A tile with its kind: "A1 (rosette)". */
  place(tile: string, kind: string): string;
  /** What stands on a place: "2 light pieces"; 0 = empty. */
  pieces(player: Player, count: number): string;
  /** A tile as a whole: "A1 (rosette): empty". */
  tile(place: string, pieces: string): string;
  /** A side's reserve or home tray: "Light reserve: 7 light pieces". */
  tray(player: Player, tray: 'reserve' | 'home', pieces: string): string;
  /** A selectable piece: "Light piece on A4, can move to A1 (rosette)". */
  movable(player: Player, from: string, to: string, effect: MoveEffect): string;
  /** A highlighted destination: "Move the piece on A4 to A1 (rosette)". */
  destination(from: string, to: string, effect: MoveEffect): string;
  /** The dice as thrown: "Dice: 3 (3 of 4 marked tips up)". */
  dice(value: number, up: number, count: number): string;
}

const enEffect = (effect: MoveEffect) => (effect === 'capture' ? ', capturing' : effect === 'bounce' ? ' (back to the reserve)' : '');
/** Shared by the languages: "A1 (rosette)" and "A1 (rosette): empty". */
const place = (tile: string, kind: string) => (kind ? `${tile} (${kind})` : tile);
const tile = (name: string, pieces: string) => `${name}: ${pieces}`;

const en: BoardStrings = {
  board: 'Board',
  kinds: { rosette: 'rosette', double: 'double', eyes: 'eyes', 'five-dots': 'five dots', zigzag: 'zigzag', gate: 'gate' },
  reserve: 'reserve',
  home: 'home',
  place,
  pieces: (player, count) => (count === 0 ? 'empty' : `${count} ${player} piece${count > 1 ? 's' : ''}`),
  tile,
  tray: (player, tray, pieces) => `${player === 'light' ? 'Light' : 'Dark'} ${tray}: ${pieces}`,
  movable: (player, from, to, effect) =>
    `${player === 'light' ? 'Light' : 'Dark'} piece ${from === 'reserve' ? 'in the reserve' : `on ${from}`}, can move to ${to}${enEffect(effect)}`,
  destination: (from, to, effect) => `Move the piece ${from === 'reserve' ? 'from the reserve' : `on ${from}`} to ${to}${enEffect(effect)}`,
  dice: (value, up, count) => `Dice: ${value} (${up} of ${count} marked tips up)`,
};

const side = (player: Player, light: string, dark: string) => (player === 'light' ? light : dark);

const ptEffect = (effect: MoveEffect) => (effect === 'capture' ? ', capturando' : effect === 'bounce' ? ' (volta à reserva)' : '');
const pt: BoardStrings = {
  board: 'Tabuleiro',
  kinds: { rosette: 'roseta', double: 'dobro', eyes: 'olhos', 'five-dots': 'cinco pontos', zigzag: 'ziguezague', gate: 'portão' },
  reserve: 'reserva',
  home: 'chegada',
  place,
  pieces: (player, count) =>
    count === 0 ? 'vazia' : `${count} ${count > 1 ? 'peças' : 'peça'} ${side(player, count > 1 ? 'claras' : 'clara', count > 1 ? 'escuras' : 'escura')}`,
  tile,
  tray: (player, tray, pieces) => `${tray === 'reserve' ? 'Reserva' : 'Chegada'} ${side(player, 'das claras', 'das escuras')}: ${pieces}`,
  movable: (player, from, to, effect) =>
    `Peça ${side(player, 'clara', 'escura')} ${from === 'reserve' ? 'na reserva' : `em ${from}`}, pode ir para ${to}${ptEffect(effect)}`,
  destination: (from, to, effect) => `Mover a peça ${from === 'reserve' ? 'da reserva' : `de ${from}`} para ${to}${ptEffect(effect)}`,
  dice: (value, up, count) => `Dados: ${value} (${up} de ${count} pontas marcadas para cima)`,
};

const itEffect = (effect: MoveEffect) => (effect === 'capture' ? ', catturando' : effect === 'bounce' ? ' (torna in riserva)' : '');
const it: BoardStrings = {
  board: 'Tavoliere',
  kinds: { rosette: 'rosetta', double: 'doppio', eyes: 'occhi', 'five-dots': 'cinque punti', zigzag: 'zigzag', gate: 'porta' },
  reserve: 'riserva',
  home: 'arrivo',
  place,
  pieces: (player, count) =>
    count === 0 ? 'vuota' : `${count} ${count > 1 ? 'pedine' : 'pedina'} ${side(player, count > 1 ? 'chiare' : 'chiara', count > 1 ? 'scure' : 'scura')}`,
  tile,
  tray: (player, tray, pieces) => `${tray === 'reserve' ? 'Riserva' : 'Arrivo'} ${side(player, 'del chiaro', 'dello scuro')}: ${pieces}`,
  movable: (player, from, to, effect) =>
    `Pedina ${side(player, 'chiara', 'scura')} ${from === 'reserve' ? 'in riserva' : `su ${from}`}, può andare su ${to}${itEffect(effect)}`,
  destination: (from, to, effect) => `Muovi la pedina ${from === 'reserve' ? 'dalla riserva' : `da ${from}`} a ${to}${itEffect(effect)}`,
  dice: (value, up, count) => `Dadi: ${value} (${up} punte segnate su ${count} in alto)`,
};

const deEffect = (effect: MoveEffect) => (effect === 'capture' ? ' und schlagen' : effect === 'bounce' ? ' (zurück in den Vorrat)' : '');
const de: BoardStrings = {
  board: 'Spielbrett',
  kinds: { rosette: 'Rosette', double: 'Doppel', eyes: 'Augen', 'five-dots': 'fünf Punkte', zigzag: 'Zickzack', gate: 'Tor' },
  reserve: 'Vorrat',
  home: 'Ziel',
  place,
  pieces: (player, count) =>
    count === 0 ? 'leer' : `${count} ${side(player, count > 1 ? 'helle' : 'heller', count > 1 ? 'dunkle' : 'dunkler')} ${count > 1 ? 'Steine' : 'Stein'}`,
  tile,
  tray: (player, tray, pieces) => `${tray === 'reserve' ? 'Vorrat' : 'Ziel'} ${side(player, 'Hell', 'Dunkel')}: ${pieces}`,
  movable: (player, from, to, effect) =>
    `${side(player, 'Heller', 'Dunkler')} Stein ${from === 'reserve' ? 'im Vorrat' : `auf ${from}`}, kann nach ${to} ziehen${deEffect(effect)}`,
  destination: (from, to, effect) => `Stein ${from === 'reserve' ? 'aus dem Vorrat' : `von ${from}`} nach ${to} ziehen${deEffect(effect)}`,
  dice: (value, up, count) => `Würfel: ${value} (${up} von ${count} markierten Spitzen oben)`,
};

const frEffect = (effect: MoveEffect) => (effect === 'capture' ? ' en prenant' : effect === 'bounce' ? ' (retour en réserve)' : '');
const fr: BoardStrings = {
  board: 'Plateau',
  kinds: { rosette: 'rosace', double: 'double', eyes: 'yeux', 'five-dots': 'cinq points', zigzag: 'zigzag', gate: 'porte' },
  reserve: 'réserve',
  home: 'arrivée',
  place,
  pieces: (player, count) => (count === 0 ? 'vide' : `${count} ${count > 1 ? 'pions' : 'pion'} ${side(player, count > 1 ? 'clairs' : 'clair', count > 1 ? 'sombres' : 'sombre')}`),
  tile: (place, pieces) => `${place} : ${pieces}`,
  tray: (player, tray, pieces) => `${tray === 'reserve' ? 'Réserve' : 'Arrivée'} ${side(player, 'du clair', 'du sombre')} : ${pieces}`,
  movable: (player, from, to, effect) =>
    `Pion ${side(player, 'clair', 'sombre')} ${from === 'reserve' ? 'en réserve' : `sur ${from}`}, peut aller en ${to}${frEffect(effect)}`,
  destination: (from, to, effect) => `Jouer le pion ${from === 'reserve' ? 'de la réserve' : `de ${from}`} en ${to}${frEffect(effect)}`,
  dice: (value, up, count) => `Dés : ${value} (${up} pointes marquées sur ${count} en haut)`,
};

/** The board's words by language code (same codes as the element's `lang`). */
export const BOARD_STRINGS: Readonly<Record<'en' | 'pt' | 'it' | 'de' | 'fr', BoardStrings>> = { en, pt, it, de, fr };
