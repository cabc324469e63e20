// A studio with its file commands and autosave over a pretend disk, and a script of answers to
// "Save changes?", for the file tests.
import { fillArea } from '../../../../src/shared/edit/fill';
import { createProject, type Project } from '../../../../src/shared/formats/project';
import { createGrid } from '../../../../src/shared/grid/grid';
import { Autosave } from '../../../../src/renderer/files/autosave.svelte';
import { FileCommands, type UnsavedChoice } from '../../../../src/renderer/files/fileCommands.svelte';
import { inlineCodec } from '../../../../src/renderer/files/projectCodec';
import { Studio } from '../../../../src/renderer/state/studio.svelte';
import { fakeHost } from '../fakeHost';

export const APP_VERSION = '9.9.9';

export function testProject(name = 'Test map', side = 16): Project {
  return createProject(createGrid(side, side), name);
}

export function filesOnFakeDisk(project: Project = testProject()) {
  const fake = fakeHost();
  const studio = new Studio(fake.host, project);
  const answers: UnsavedChoice[] = [];
  const asked: string[] = [];
  const autosave = new Autosave(studio, inlineCodec, APP_VERSION);
  const files = new FileCommands({
    studio,
    codec: inlineCodec,
    autosave,
    appVersion: APP_VERSION,
    askUnsaved: async (name) => {
      asked.push(name);
      return answers.shift() ?? 'cancel';
    },
    settle: () => {},
  });
  const errors = () => studio.notices.filter((n) => n.kind === 'error').map((n) => n.text);
  /**
   * Paints the whole map with `terrain` (one undo step), and tells autosave as its effect would
   * in the app (Svelte's effects do not run under Node).
   */
  const paint = (terrain = 2) => {
    fillArea(studio.doc.history, 0, 0, terrain);
    autosave.documentChanged();
  };
  return { ...fake, studio, files, autosave, answers, asked, errors, paint };
}
