// File menu commands: new, open, recent files, samples, save, close.
import { sampleNamed } from '../../files/samples';
import type { CommandHandlers } from '../commandTarget';

export const fileHandlers = {
  // Unsaved changes are asked about first; the New map dialog can still be cancelled after.
  'new-map': ({ files, openDialog }) => void files.mayReplace().then((ok) => ok && openDialog('new-map')),
  'open-project': ({ files }) => void files.open(),
  recent: ({ files }, path) => void files.openRecent(path),
  'clear-recent': ({ studio }) => void studio.host.files.clearRecent?.(),
  sample: ({ files }, file) => {
    const sample = sampleNamed(file);
    if (sample) void files.openSample(sample);
  },
  'save-project': ({ files }) => void files.save(),
  'save-project-as': ({ files }) => void files.saveAs(),
  'close-project': ({ files }) => void files.close(),
} satisfies CommandHandlers;
