export { publicSettings, readSettings, saveSettings, SETTINGS_KEY } from './settings.ts';
