// Generates the sample projects in resources/samples (deterministic; run with `npx tsx
// scripts/makeSamples.ts`), the ones Help › Samples offers. Kept in the repo so a sample can be
// regenerated or tuned instead of edited by hand. Small maps are written with readable terrain
// rows (they diff and can be edited); the large one is compressed.
import { statSync, writeFileSync } from 'node:fs';
import { runSearch } from '../src/shared/engine/index';
import { DEFAULT_SEARCH_OPTIONS, type SearchOptions } from '../src/shared/engine/types';
import { createProject, parseProject, serializeProject, type Project } from '../src/shared/formats/project';
import type { Grid } from '../src/shared/grid/grid';
import { carveMaze } from './sampleMaps/maze';
import { paintOutdoor } from './sampleMaps/outdoor';
import { riverValley } from './sampleMaps/riverValley';
import { riverAndBridge } from './sampleMaps/tutorial';

const APP_VERSION = '0.1.0';
const D = DEFAULT_SEARCH_OPTIONS;
const options = (o: Partial<SearchOptions>): SearchOptions => ({ ...D, ...o });

interface Sample {
  file: string;
  project: Project;
  readable: boolean;
}

function project(name: string, grid: Grid, start: [number, number], goal: [number, number], rest: Partial<Project>): Project {
  const at = ([x, y]: [number, number]) => y * grid.width + x;
  return { ...createProject(grid, name), start: at(start), goal: at(goal), ...rest };
}

/** The first ground-like passable cell at or after (x, y) along its row, for markers on generated maps. */
function passableNear(grid: Grid, x: number, y: number): [number, number] {
  for (let i = y * grid.width + x; i < grid.terrain.length; i++) {
    const t = grid.palette[grid.terrain[i]!]!;
    if (t.passable && t.name !== 'Swamp') return [i % grid.width, Math.floor(i / grid.width)];
  }
  throw new Error('no passable cell');
}

function samples(): Sample[] {
  const tutorial = riverAndBridge();
  const outdoor = paintOutdoor(256, 192, 24, 41);
  // Without its height layer: heights would add ~750 KiB to the repository for little.
  const large = { ...paintOutdoor(2048, 2048, 96, 7), heights: null };
  const maze = carveMaze(60, 40, 1984);
  return [
    {
      file: 'river-valley.astar.json',
      readable: true,
      project: project('River valley', riverValley(), [8, 50], [150, 60], {
        notes: 'A river valley with a road and a bridge, ruined walls and patches of forest, grass and swamp. The map A* Studio opens with.',
      }),
    },
    {
      file: 'tutorial-river-and-bridge.astar',
      readable: true,
      project: project('Tutorial: river and bridge', tutorial.grid, tutorial.start, tutorial.goal, {
        notes: [
          'The classic first A* example: a river splits the map and the only crossing is the bridge in the north.',
          'Press Run. A* heads straight for the goal, meets the river and spreads along the bank until it finds the way round.',
          'Then try the saved setups: Dijkstra explores in every direction (no heuristic), greedy best-first follows the heuristic alone, weighted A* trades path cost for speed.',
          'Costs: road 0.5, ground 1, grass 1.5, forest 2, swamp 4; water and walls are impassable.',
        ].join('\n'),
        setups: [
          { name: 'A* (octile)', options: options({}) },
          { name: 'Dijkstra', options: options({ algorithm: 'dijkstra' }) },
          { name: 'Greedy best-first', options: options({ algorithm: 'greedy' }) },
          { name: 'Weighted A* (w = 2)', options: options({ algorithm: 'weighted-astar', weight: 2 }) },
        ],
      }),
    },
    {
      file: 'outdoor-highlands.astar',
      readable: false,
      project: project('Highlands (weighted, with heights)', outdoor, passableNear(outdoor, 4, 96), passableNear(outdoor, 240, 100), {
        settings: options({ heightCosting: { uphill: 0.05, downhill: 0.01 } }),
        notes: [
          'Hills, lakes, forest and swamp, roads with bridges and walled towns. Heights range over about 700 units.',
          'The search settings charge for climbing (relative costing): 0.05 per unit of height gained, 0.01 per unit lost, so paths follow valleys and roads.',
          'Compare with the "Flat" setup, which ignores heights.',
        ].join('\n'),
        setups: [
          { name: 'Climbing costs', options: options({ heightCosting: { uphill: 0.05, downhill: 0.01 } }) },
          { name: 'Flat (heights ignored)', options: options({}) },
        ],
      }),
    },
    {
      file: 'maze.astar',
      readable: true,
      project: project('Maze', maze, [1, 1], [maze.width - 2, maze.height - 2], {
        settings: options({ topology: 'square4', heuristic: 'manhattan' }),
        notes: 'A perfect maze: exactly one path between any two cells. The heuristic helps little here; compare A* with breadth-first search.',
        setups: [
          { name: 'A* (Manhattan)', options: options({ topology: 'square4', heuristic: 'manhattan' }) },
          { name: 'Breadth-first', options: options({ topology: 'square4', algorithm: 'bfs' }) },
        ],
      }),
    },
    {
      file: 'large-continent.astar',
      readable: false,
      project: project('Continent (2048 × 2048)', large, passableNear(large, 40, 1024), passableNear(large, 2000, 1000), {
        notes: 'A large map of 4.2 million cells, for trying the searches at scale: compare A*, weighted A* and bidirectional A*.',
        setups: [
          { name: 'A*', options: options({}) },
          { name: 'Weighted A* (w = 1.5)', options: options({ algorithm: 'weighted-astar', weight: 1.5 }) },
          { name: 'Bidirectional A*', options: options({ algorithm: 'bidirectional' }) },
        ],
      }),
    },
  ];
}

/** A sample must open, and its settings and every saved setup must find a path. */
function checkSample(file: string, text: string): void {
  const p = parseProject(text);
  for (const { name, options } of [{ name: 'the settings in use', options: p.settings }, ...p.setups]) {
    const r = runSearch(p.grid, { start: p.start, goal: p.goal, options });
    if (r.status !== 'found') throw new Error(`${file}: ${name} find no path (${r.status}).`);
  }
}

for (const { file, project: p, readable } of samples()) {
  const text = serializeProject(p, APP_VERSION, { readableTerrain: readable });
  checkSample(file, text);
  const path = new URL(`../resources/samples/${file}`, import.meta.url);
  writeFileSync(path, text);
  console.log(`wrote resources/samples/${file} (${p.grid.width}×${p.grid.height}, ${(statSync(path).size / 1024).toFixed(1)} KiB)`);
}
