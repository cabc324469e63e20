// A host for renderer tests: no search worker unless one is given, and a pretend disk behind
// the file calls, whose dialogs answer as the test says and whose saves can be made to fail.
import type { OpenFileRequest } from '../../../src/shared/ipc/contract';
import type { BackupSnapshot, OpenedProject, ProjectFileRef, RecoveryBackup } from '../../../src/shared/ipc/projectFiles';
import { concatFrames, readFrames } from '../../../src/shared/recovery/journalFrames';
import { Listeners } from '../../../src/shared/listeners';
import type { SearchClient } from '../../../src/shared/protocol/searchClient';
import type { ExchangeKindName } from '../../../src/shared/ipc/exchangeFiles';
import type { ChosenFile, Host, HostFiles, SearchPool } from '../../../src/renderer/host/host';

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** Files on a pretend disk, with Open and Save dialogs the test answers in advance. */
export class FakeDisk implements HostFiles {
  readonly files = new Map<string, string>();
  backup: RecoveryBackup | null = null;
  /** The path the next Open dialog picks, or null: the user cancels. */
  openAnswer: string | null = null;
  /** The path the next Save As dialog picks, or null: the user cancels. */
  saveAnswer: string | null = null;
  /** When set, saves fail with this sentence (a read-only folder, a full disk). */
  saveFailure: string | null = null;
  readonly log: string[] = [];

  async open(): Promise<OpenedProject | null> {
    this.log.push('open-dialog');
    return this.openAnswer === null ? null : this.openPath(this.openAnswer);
  }

  async openPath(path: string): Promise<OpenedProject> {
    const text = this.files.get(path);
    if (text === undefined) throw new Error(`"${baseName(path)}" was not found: it may have been moved, renamed or deleted.`);
    return { ref: { path, name: baseName(path) }, text };
  }

  async openDropped(file: File): Promise<OpenedProject> {
    return { ref: { path: null, name: file.name }, text: await file.text() };
  }

  async save(ref: ProjectFileRef | null, suggestedName: string, content: () => Promise<string>): Promise<ProjectFileRef | null> {
    let path = ref?.path ?? null;
    if (path === null) {
      this.log.push(`save-dialog ${suggestedName}`);
      path = this.saveAnswer;
      if (path === null) return null;
    }
    const text = await content();
    if (this.saveFailure) throw new Error(this.saveFailure);
    this.files.set(path, text);
    this.log.push(`saved ${path}`);
    return { path, name: baseName(path) };
  }

  async recent(): Promise<ProjectFileRef[]> {
    return [...this.files.keys()].map((path) => ({ path, name: baseName(path) }));
  }

  /** Journal appends kept with the backup (frames), as a host keeps them. */
  journal: Uint8Array[] = [];
  /** Replaces writeBackup/appendBackup to make them fail (a full disk). */
  failWrites: string | null = null;

  async writeBackup(snapshot: BackupSnapshot): Promise<void> {
    if (this.failWrites) throw new Error(this.failWrites);
    const { text, ref, lineage, seq } = snapshot;
    this.backup = { text, ref, lineage, seq, savedAt: Date.now(), journal: new Uint8Array(0) };
    this.journal = this.journal.filter((bytes) => readFrames(bytes).frames.every((f) => f.lineage === lineage && f.seq > seq));
    this.log.push('backup written');
  }

  async appendBackup(frames: Uint8Array): Promise<void> {
    if (this.failWrites) throw new Error(this.failWrites);
    this.journal.push(frames.slice());
    this.log.push('journal appended');
  }

  async readBackup(): Promise<RecoveryBackup | null> {
    return this.backup && { ...this.backup, journal: concatFrames(this.journal) };
  }

  async clearBackup(): Promise<void> {
    this.backup = null;
    this.journal = [];
    this.log.push('backup cleared');
  }

  /** Texts exported (a batch's CSV), by the name they were saved under. */
  readonly exported = new Map<string, string>();
  /** The name the next export's dialog picks, or null: the user cancels; undefined keeps the suggestion. */
  exportAnswer: string | null | undefined = undefined;

  async exportText(suggestedName: string, text: string): Promise<string | null> {
    const name = this.exportAnswer === undefined ? suggestedName : this.exportAnswer;
    this.log.push(`export-dialog ${suggestedName}`);
    if (name !== null) this.exported.set(name, text);
    return name;
  }

  /** The files the next import dialogs choose, in turn; none left (or null): the user cancels. */
  importAnswers: (ChosenFile | null)[] = [];

  async importFile(kind: ExchangeKindName): Promise<ChosenFile | null> {
    this.log.push(`import-dialog ${kind}`);
    return this.importAnswers.shift() ?? null;
  }

  /** Files exported through File › Export, by the name they were saved under. */
  readonly exportedFiles = new Map<string, Uint8Array>();

  async exportFile(suggestedName: string, kind: ExchangeKindName, content: () => Promise<Uint8Array>): Promise<string | null> {
    const name = this.exportAnswer === undefined ? suggestedName : this.exportAnswer;
    this.log.push(`export-file-dialog ${kind} ${suggestedName}`);
    if (name === null) return null;
    this.exportedFiles.set(name, await content());
    return name;
  }
}

/** A web-like host over `disk`; `search` only where a test searches. */
export function fakeHost(options: { disk?: FakeDisk; search?: SearchClient; restarts?: Listeners<string>; pool?: (size: number) => SearchPool } = {}) {
  const disk = options.disk ?? new FakeDisk();
  const openRequests = new Listeners<OpenFileRequest>();
  const closeRequests = new Listeners<void>();
  const titles: { title: string; dirty: boolean }[] = [];
  let closesAllowed = 0;
  const clipboard: string[] = [];
  const host: Host = {
    kind: 'web',
    nativeMenu: false,
    search: options.search ?? ({} as SearchClient),
    openSearchPool: async (size) => {
      if (!options.pool) throw new Error('no search pool in this test');
      return options.pool(size);
    },
    files: disk,
    copyText: async (text) => void clipboard.push(text),
    onWorkerRestart: (l) => (options.restarts ?? new Listeners<string>()).add(l),
    onMenuCommand: () => () => {},
    appInfo: () => Promise.reject(new Error('not asked in these tests')),
    setTitle: (title, dirty) => void titles.push({ title, dirty }),
    onOpenFile: (l) => openRequests.add(l),
    onCloseRequest: (l) => closeRequests.add(l),
    allowClose: () => void closesAllowed++,
    guardUnload: () => () => {},
  };
  return { host, disk, titles, clipboard, openRequests, closeRequests, closesAllowed: () => closesAllowed };
}
