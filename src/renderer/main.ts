// Renderer entry: picks the host (Electron preload bridge, or the web), looks for a recovery
// backup, and mounts the app on the start sample (or, when there is a backup to offer, on an
// empty map behind the Restore dialog).
import { mount } from 'svelte';
import { parseProject } from '../shared/formats/project';
import App from './App.svelte';
import type { PreloadApi } from '../shared/ipc/contract';
import { workerCodec } from './files/projectCodec';
import { sampleNamed, START_SAMPLE_FILE } from './files/samples';
import { placeholderProject, readStartBackup } from './files/startup.svelte';
import { createElectronHost } from './host/electronHost';
import { createWebHost } from './host/webHost';
import { Studio } from './state/studio.svelte';
import './styles.css';

declare const __APP_VERSION__: string;

async function start(): Promise<void> {
  const bridge = (window as unknown as { astarStudio?: PreloadApi }).astarStudio;
  const host = bridge ? createElectronHost(bridge) : createWebHost(__APP_VERSION__);
  const codec = workerCodec();
  const sample = sampleNamed(START_SAMPLE_FILE);
  if (!sample) throw new Error(`The start sample ${START_SAMPLE_FILE} is missing from the build.`);
  // The sample is small: parsed here, it is on screen with the first frame.
  const startSample = async () => parseProject(await sample.load());
  const [backup, sampleProject] = await Promise.all([readStartBackup(host.files), startSample()]);
  const studio = new Studio(host, backup ? placeholderProject() : sampleProject);
  mount(App, { target: document.getElementById('app')!, props: { studio, codec, appVersion: __APP_VERSION__, backup, startSample } });
}

void start();
