// The migration chain: one step per format, each rewriting its format as the next, never
// throwing on a damaged file (the schema reports what it cannot read) and never editing its input.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseProject, PROJECT_FORMAT_VERSION } from '../../../../src/shared/formats/project';
import { MIGRATIONS, migrateToCurrent, OLDEST_FORMAT_VERSION } from '../../../../src/shared/formats/projectFile/migrations/index';
import { v1ToV2 } from '../../../../src/shared/formats/projectFile/migrations/v1ToV2';
import { v2ToV3 } from '../../../../src/shared/formats/projectFile/migrations/v2ToV3';
import { v3ToV4 } from '../../../../src/shared/formats/projectFile/migrations/v3ToV4';

const palette = [{ name: 'Ground', color: '#c8b78e', cost: 1, passable: true }];
const v1File = () => ({
  format: 'astar-studio-project',
  formatVersion: 1,
  appVersion: '0.1.0',
  name: 'Old',
  map: { width: 1, height: 1, palette, terrain: { encoding: 'rows', legend: '.', rows: ['.'] }, heights: { encoding: 'deflate-base64', data: 'Y2AAAA==' } },
  start: [0, 0],
  goal: null,
});

describe('the migration chain', () => {
  it('has one step per format from 1 to the current one, in order', () => {
    expect(OLDEST_FORMAT_VERSION).toBe(1);
    expect(MIGRATIONS.map((m) => m.from)).toEqual(Array.from({ length: PROJECT_FORMAT_VERSION - 1 }, (_, i) => i + 1));
  });

  it('leaves a file of the current format as it is', () => {
    const file = { format: 'astar-studio-project', formatVersion: PROJECT_FORMAT_VERSION, name: 'New' };
    expect(migrateToCurrent(file, PROJECT_FORMAT_VERSION)).toBe(file);
  });
});

describe('format 1 → 2', () => {
  it('adds the topology, the settings 0.1 searched with, no setups and empty notes, and marks heights as plain int16', () => {
    const out = v1ToV2.migrate(v1File());
    expect(out).toEqual({
      ...v1File(),
      formatVersion: 2,
      map: { ...v1File().map, topology: 'square8', heights: { encoding: 'deflate-base64', data: 'Y2AAAA==', layout: 'int16le' } },
      search: {
        algorithm: 'astar',
        heuristic: 'octile',
        weight: 1,
        cornerRule: 'no-cutting',
        tieBreak: 'larger-g',
        heightCosting: null,
        closestIfUnreachable: true,
        maxExpansions: 0,
        recordTrace: false,
      },
      setups: [],
      notes: '',
    });
  });

  it('keeps a map without heights without heights', () => {
    const file = { ...v1File(), map: { ...v1File().map, heights: null } };
    expect((v1ToV2.migrate(file).map as { heights: unknown }).heights).toBeNull();
  });

  it('gives a file that opens as format 2', () => {
    const p = parseProject(JSON.stringify(v1ToV2.migrate(v1File())));
    expect(p).toMatchObject({ name: 'Old', start: 0, goal: -1, settings: { topology: 'square8' } });
    expect(Array.from(p.grid.heights!)).toEqual([0]);
  });

  it('never throws and never edits its input, whatever the file holds', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.jsonValue(), (file, map) => {
        const input = { ...file, map };
        const before = JSON.stringify(input);
        const out = v1ToV2.migrate(input);
        expect(JSON.stringify(input)).toBe(before);
        expect(out.formatVersion).toBe(2);
      }),
    );
  });
});

describe('format 2 → 3', () => {
  const v2File = () => ({ ...v1ToV2.migrate(v1File()), waypoints: undefined });

  it('adds no waypoints, so a format 2 project opens with none', () => {
    const out = v2ToV3.migrate(v1ToV2.migrate(v1File()));
    expect(out).toMatchObject({ formatVersion: 3, waypoints: [] });
    expect(parseProject(JSON.stringify(v1ToV2.migrate(v1File()))).waypoints).toBeUndefined();
  });

  it('never edits its input', () => {
    const input = v2File();
    const before = JSON.stringify(input);
    v2ToV3.migrate(input);
    expect(JSON.stringify(input)).toBe(before);
  });
});

describe('format 3 → 4', () => {
  const v3File = () => v2ToV3.migrate(v1ToV2.migrate(v1File()));

  it('adds no unit types, so a format 3 project opens and searches with the map\'s own costs', () => {
    const out = v3ToV4.migrate(v3File());
    expect(out).toMatchObject({ formatVersion: 4, map: { unitTypes: [] } });
    const project = parseProject(JSON.stringify(v3File()));
    expect(project.grid.unitTypes).toBeUndefined();
    expect(project.settings.unitType).toBe('');
  });

  it('leaves a file whose map is not an object for the schema to report', () => {
    expect(v3ToV4.migrate({ ...v3File(), map: 7 })).toMatchObject({ formatVersion: 4, map: 7 });
  });

  it('never edits its input', () => {
    const input = v3File();
    const before = JSON.stringify(input);
    v3ToV4.migrate(input);
    expect(JSON.stringify(input)).toBe(before);
  });
});
