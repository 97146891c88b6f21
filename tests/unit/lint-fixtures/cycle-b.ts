import { cycleA } from './cycle-a.ts';

/** Imports cycle-a.ts, which the architecture lint test makes import this file back. */
export const cycleB = `${cycleA}b`;
