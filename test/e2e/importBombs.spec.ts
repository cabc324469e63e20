// File › Import › Image… in the web build with a PNG bomb through an ancillary chunk: a 1×1 image
// of about 1 MiB whose iCCP, zTXt or iTXt chunk would inflate to a gibibyte. The import worker uses
// the same reader as the command line, which skips those chunks unread, so each opens its import
// dialog as the one pixel it is and makes a 1×1 map (the app once spent seconds and gigabytes).
import { expect, test } from '@playwright/test';
import { encode } from 'fast-png';
import { GIBIBYTE_MIB, zlibZeros } from '../unit/shared/formats/deflateBomb';
import { COMPRESSED_ANCILLARY, compressedChunkData, withChunkBeforeImage } from '../unit/shared/formats/pngFiles';
import { fileAt, importThrough } from './importExportHelpers';
import { withoutFileSystemAccess } from './projectHelpers';
import { hooks, openStudio } from './studio';

test('a 1×1 PNG whose iCCP, zTXt or iTXt chunk inflates to a gibibyte imports as its one pixel', async ({ page }, info) => {
  await withoutFileSystemAccess(page);
  await openStudio(page);
  const onePixel = encode({ width: 1, height: 1, data: Uint8Array.from([0x3f, 0x78, 0xc8]), channels: 3, depth: 8 });
  const bomb = zlibZeros(GIBIBYTE_MIB);
  const dialog = page.getByRole('dialog', { name: 'Import image' });
  for (const type of COMPRESSED_ANCILLARY) {
    const name = `bomb-${type}.png`;
    await importThrough(page, 'Image…', fileAt(info.outputPath(name), withChunkBeforeImage(onePixel, [type, compressedChunkData(type, bomb)])));
    await expect(dialog).toContainText(`${name}: 1×1 pixels, one cell each.`);
    if (type !== 'iTXt') await dialog.getByRole('button', { name: 'Cancel' }).click();
    else await dialog.getByRole('button', { name: 'Make map' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect.poll(() => hooks(page, 'size')).toEqual({ width: 1, height: 1 });
});
