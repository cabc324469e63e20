// Packaging for `npm run dist` (electron-builder; it downloads Electron for the target platform,
// so it needs the network). The package holds only the built app (out/main, out/preload,
// out/renderer) in an ASAR archive, and the Electron binary's fuses are flipped so that the
// installed app cannot be turned into a general Node runtime or made to load other code.
import type { Configuration } from 'electron-builder';

const config: Configuration = {
  appId: 'com.astarstudio.desktop',
  productName: 'A* Studio',
  directories: { output: 'out/dist' },
  // Only what the app runs. The CLI (out/cli) and the web build (out/web) are not part of the
  // desktop app, and sources, tests and source maps stay out. The package has no runtime dependencies (all are devDependencies),
  // so no node_modules are packed.
  files: ['package.json', 'out/main/**', 'out/preload/**', 'out/renderer/**', '!**/*.map'],
  asar: true,
  // Help › Samples lists the project files of <resources>/samples (src/main/files/samples.ts).
  extraResources: [{ from: 'resources/samples', to: 'samples', filter: ['*.astar', '*.astar.json'] }],
  electronFuses: {
    // The app never needs to run as plain Node: its search worker is a utility process.
    runAsNode: false,
    // NODE_OPTIONS / NODE_EXTRA_CA_CERTS and --inspect would let anyone who can start the app
    // inject code or attach a debugger to the main process.
    enableNodeOptionsEnvironmentVariable: false,
    enableNodeCliInspectArguments: false,
    // Load code only from app.asar, and check it against the hash built into the binary (macOS
    // and Windows; Linux has no integrity check, the fuse is harmless there).
    enableEmbeddedAsarIntegrityValidation: true,
    onlyLoadAppFromAsar: true,
    // The app keeps no cookies; encrypting the store costs nothing and is one-way, so it is set
    // from the first release.
    enableCookieEncryption: true,
    // Pages come from app://, never file://, so file:// keeps no extra privileges.
    grantFileProtocolExtraPrivileges: false,
  },
  // Double-clicking a project file starts the app with its path (or hands it to the running one).
  fileAssociations: [{ ext: 'astar', name: 'A* Studio project', description: 'A* Studio map project', mimeType: 'application/x-astar-studio', role: 'Editor' }],
  linux: { target: ['AppImage'], category: 'Development' },
  win: { target: ['nsis'] },
  mac: { target: ['dmg'], category: 'public.app-category.developer-tools' },
  publish: null,
};

export default config;
