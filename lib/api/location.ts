/** Full-page navigation, in a module of its own so tests can observe it. */
export function assignLocation(url: string): void {
  window.location.assign(url);
}
