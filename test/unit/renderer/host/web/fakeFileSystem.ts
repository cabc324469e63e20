// Stand-ins for the browser's file access: file handles over a map of texts (with permissions
// and write failures to order), pickers whose answers the test sets, and in-memory stores in
// place of IndexedDB.
import type { FilePickers, ProjectFileHandle } from '../../../../../src/renderer/host/web/fileSystemAccess';
import type { RecentHandleRecord, RecentHandleStorage } from '../../../../../src/renderer/host/web/recentHandles';

/** A file the fake disk holds. */
export class FakeHandle {
  readonly kind = 'file';
  /** What a permission request answers. */
  permission: PermissionState = 'granted';
  /** When set, writing fails with a DOMException of this name. */
  writeFails: string | null = null;
  aborted = 0;

  constructor(
    readonly name: string,
    readonly disk: Map<string, string>,
  ) {}

  async getFile(): Promise<File> {
    const text = this.disk.get(this.name);
    if (text === undefined) throw new DOMException('gone', 'NotFoundError');
    return new File([text], this.name);
  }

  async createWritable() {
    let pending = '';
    return {
      write: async (text: string) => {
        if (this.writeFails) throw new DOMException('refused', this.writeFails);
        pending += text;
      },
      close: async () => void this.disk.set(this.name, pending),
      abort: async () => void this.aborted++,
    };
  }

  async isSameEntry(other: FakeHandle): Promise<boolean> {
    return other.name === this.name && other.disk === this.disk;
  }

  async queryPermission(): Promise<PermissionState> {
    return this.permission === 'granted' ? 'granted' : 'prompt';
  }

  async requestPermission(): Promise<PermissionState> {
    return this.permission;
  }
}

export const asHandle = (h: FakeHandle) => h as unknown as ProjectFileHandle;

/** Pickers answering with the file named in `openAnswer` / `saveAnswer` (null: the user cancels). */
export class FakePickers implements FilePickers {
  openAnswer: string | null = null;
  saveAnswer: string | null = null;
  shown: string[] = [];

  constructor(readonly disk: Map<string, string>) {}

  async showOpenFilePicker(): Promise<ProjectFileHandle[]> {
    this.shown.push('open');
    if (this.openAnswer === null) throw new DOMException('The user aborted a request.', 'AbortError');
    return [asHandle(new FakeHandle(this.openAnswer, this.disk))];
  }

  async showSaveFilePicker(options: { suggestedName: string }): Promise<ProjectFileHandle> {
    this.shown.push(`save ${options.suggestedName}`);
    if (this.saveAnswer === null) throw new DOMException('The user aborted a request.', 'AbortError');
    return asHandle(new FakeHandle(this.saveAnswer, this.disk));
  }
}

export class MemoryRecentHandles implements RecentHandleStorage {
  readonly records = new Map<string, RecentHandleRecord>();
  async all() {
    return [...this.records.values()];
  }
  async put(record: RecentHandleRecord) {
    this.records.set(record.key, record);
  }
  async delete(keys: string[]) {
    for (const k of keys) this.records.delete(k);
  }
}
