/** localStorage, or undefined where the browser blocks it (reading the property then throws). */
export function localStorageIfAllowed(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}
