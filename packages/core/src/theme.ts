/**
 * Where the theme chosen on this device is kept (localStorage): 'light', or 'dark' (the default).
 * The head script of every page applies it before the first paint, the navbar's toggle writes it,
 * and logging out keeps it (it is the device's, not the user's).
 */
export const THEME_KEY = 'campuscalc-theme';
