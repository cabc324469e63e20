// Renderer entry: picks the host (Electron preload bridge, or the web), opens the sample map and
// mounts the app.
import { mount } from 'svelte';
import { parseProject } from '../shared/formats/project';
import App from './App.svelte';
import type { PreloadApi } from '../shared/ipc/contract';
import sampleText from '../../resources/samples/river-valley.astar.json?raw';
import { createElectronHost } from './host/electronHost';
import { createWebHost } from './host/webHost';
import { Studio } from './state/studio.svelte';
import './styles.css';

declare const __APP_VERSION__: string;

const bridge = (window as unknown as { astarStudio?: PreloadApi }).astarStudio;
const host = bridge ? createElectronHost(bridge) : createWebHost(__APP_VERSION__);
const studio = new Studio(host, parseProject(sampleText));

mount(App, { target: document.getElementById('app')!, props: { studio } });
