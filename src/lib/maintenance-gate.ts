/** Where the gate learns whether the API is up (the api-status store), and how its health checks start. */
export interface ApiHealth {
  status: { subscribe(listener: (status: string) => void): unknown };
  startChecks(): unknown;
}

/**
 * Shows #maintenance-screen while the API is down (health check on load and every 60 s,
 * or an island reporting an API error) and makes the rest of the page inert meanwhile.
 */
export function startMaintenanceGate(health: ApiHealth): void {
  const screen = document.getElementById('maintenance-screen');
  if (!screen) return;
  health.status.subscribe((status) => {
    const down = status === 'down';
    screen.hidden = !down;
    for (const child of document.body.children) {
      if (child !== screen && child instanceof HTMLElement && child.tagName !== 'SCRIPT') child.inert = down;
    }
    document.documentElement.classList.toggle('overflow-hidden', down);
  });
  health.startChecks();
}
