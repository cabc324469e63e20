// The one way the app makes a Pixi application inside an element: WebGL preferred, rendered on
// demand (no ticker), no Pixi pointer events (the app handles the DOM's itself), sized to the element at the screen's pixel density, its canvas tagged with
// the renderer Pixi actually chose (tests assert it: Pixi falls back to canvas silently).
import 'pixi.js/unsafe-eval'; // shaders without eval, so the strict CSP holds
import { Application } from 'pixi.js';

export async function createPixiApp(host: HTMLElement): Promise<Application> {
  const app = new Application();
  await app.init({
    preference: 'webgl',
    autoStart: false,
    antialias: true,
    background: 0x1e1f24,
    width: Math.max(1, host.clientWidth),
    height: Math.max(1, host.clientHeight),
    resolution: window.devicePixelRatio || 1,
    autoDensity: true,
    // The map's pointer input is ours (mapInput.ts, paneInput.ts): nothing in the scene listens to
    // Pixi's events, whose hit-testing of the scene on every pointer move was script each brush
    // stroke paid for nothing.
    eventFeatures: { move: false, globalMove: false, click: false, wheel: false },
  });
  app.ticker.stop();
  host.appendChild(app.canvas);
  app.canvas.dataset['renderer'] = app.renderer.name;
  return app;
}
