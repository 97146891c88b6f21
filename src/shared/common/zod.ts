import { z } from 'zod';

/*
 * zod for every schema of src/shared, set to check without compiling code. Its compiled checks need
 * eval (`new Function`), which the pages' Content-Security-Policy refuses (decision 007), and even
 * the caught probe for it is reported as a violation. A schema decides when it is made, so the setting
 * must come before the first one: a module that imports `z` from here has it set, whichever of the
 * browser's chunks loads first (set in each schema module instead, the admin's chunks sometimes made a
 * schema before the module that set it ran). Parsing speed is not a concern at these payload sizes.
 */
z.config({ jitless: true });

export { z };
