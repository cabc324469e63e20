// Opening and saving without the File System Access API (Firefox, Safari): an <input type=file>
// to choose a file, and a download to save one.

/** Lets the user choose one file; null when they cancel. Needs a user gesture shortly before. */
export function chooseWithInput(accept: string, doc: Document = document): Promise<File | null> {
  return new Promise((resolve) => {
    const input = doc.createElement('input');
    input.type = 'file';
    input.accept = accept;
    input.hidden = true;
    const finish = (file: File | null) => {
      input.remove();
      resolve(file);
    };
    input.addEventListener('change', () => finish(input.files?.[0] ?? null), { once: true });
    input.addEventListener('cancel', () => finish(null), { once: true });
    doc.body.append(input);
    input.click();
  });
}

/** Hands `content` (text or bytes) to the browser as a download named `name` (the browser decides where it goes); `type` is its MIME type. */
export function downloadText(name: string, content: string | Uint8Array, doc: Document = document, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([content as BlobPart], { type }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // The download reads the blob after this task; a minute is ample before letting it go.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
