/**
 * Shows #maintenance-screen while the API is down (health check on load and every 60 s,
 * or an island reporting an API error) and makes the rest of the page inert meanwhile. The
 * page passes the api-status store and its health checks in (lib imports no feature).
 */
export function startMaintenanceGate(
  apiStatus: { subscribe(listener: (status: string) => void): unknown },
  startHealthChecks: () => unknown,
): void {
  const screen = document.getElementById('maintenance-screen');
  if (!screen) return;
  apiStatus.subscribe((status) => {
    const down = status === 'down';
    screen.hidden = !down;
    for (const child of document.body.children) {
      if (child !== screen && child instanceof HTMLElement && child.tagName !== 'SCRIPT') child.inert = down;
    }
    document.documentElement.classList.toggle('overflow-hidden', down);
  });
  startHealthChecks();
}
