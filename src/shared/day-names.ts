/*
 * Weekday names by `Date#getDay()` (Sunday 0). A module of their own so that the settings screen can
 * print its working days without the business-hours arithmetic the public pages run.
 */
export const ENGLISH_DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const INDONESIAN_DAY_NAMES = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'];
