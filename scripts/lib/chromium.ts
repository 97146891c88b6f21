/*
 * Debian's Chromium, as the browser tests and the benchmarks start it. The flags matter:
 * without the background-networking ones Chromium floods the closed network of these machines.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's `chromium-headless-shell`: the same Chromium (Blink, V8, network stack) built as a headless
 * shell only, without the full browser's windows, tabs and address bar. It is what Playwright itself
 * runs for headless tests. A page in a new context costs about 40 % less CPU on it than on the full
 * browser (1.06 against 1.79 s for a product page here), so the browser tests run on it. It has no
 * PDF viewer: the one test that opens a PDF in a tab uses the full browser.
 */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * The features Playwright (playwright-core 1.65) turns off at every launch. Chromium keeps only the
 * last `--disable-features` it is given, so a list of our own must repeat them;
 * tests/e2e/chromium-flags.test.ts fails when a new Playwright turns off one more.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Headless Chromium opens a browser window for every Playwright context, and every window preloads
 * the address bar's suggestion popups (chrome://omnibox-popup.top-chrome, two web pages of the
 * browser's own) in a renderer of their own: about 1.6 s of CPU per context on these machines, more
 * than a page of the site costs. A test never opens the address bar, so they are turned off.
 */
export const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/** The flags for `chromium.launch` of playwright-core: ours, and Playwright's features with ours turned off. */
export const PLAYWRIGHT_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
];
