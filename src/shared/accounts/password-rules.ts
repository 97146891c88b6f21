/** An admin password's length rule and its words (user.ts's schemas use them; screens show them without zod). */
export const PASSWORD_MIN = 8;
export const PASSWORD_HINT = `Password minimal ${PASSWORD_MIN} karakter`;
