export { readSettings, saveSettings, SETTINGS_KEY } from './settings.ts';
