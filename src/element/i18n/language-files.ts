/// <reference types="vite/client" />
/**
 * The language files, found in languages/ (one file a language, named by its code): Vite expands
 * this (import.meta.glob); scripts/import-glob.mjs does for the test runner and Node.
 */
import type { Language } from './types.js';

export const LANGUAGE_FILES = import.meta.glob<{ default: Language }>('./languages/*.ts');
