// Help commands: Getting started, the shortcut list and About.
import type { CommandHandlers } from '../commandTarget';

export const helpHandlers = {
  'show-getting-started': ({ openDialog }) => openDialog('getting-started'),
  'show-shortcuts': ({ openDialog }) => openDialog('shortcuts'),
  about: ({ studio }) =>
    void studio.host.appInfo().then((i) => studio.notify('info', `A* Studio ${i.appVersion}${i.electronVersion ? ` · Electron ${i.electronVersion}` : ''} · Chrome ${i.chromeVersion}`)),
} satisfies CommandHandlers;
