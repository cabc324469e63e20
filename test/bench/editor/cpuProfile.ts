// Where a traced gesture's script time goes: the page's JavaScript sampled by V8's CPU profiler
// (CDP) while `act` runs, summed by function (self time). The editor benchmark prints it with
// BENCH_PROFILE=1, to show which code to make cheaper when the script time is over its target.
import type { Page } from '@playwright/test';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/** The `top` functions by self time, as lines: "12.3 ms  name  file:line". */
export async function profileOf(page: Page, act: () => Promise<void>, top = 20): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  let profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] };
  try {
    await act();
  } finally {
    profile = (await cdp.send('Profiler.stop')).profile as typeof profile;
    await cdp.detach();
  }
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  const samples = profile.samples ?? [], deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    const frame = byId.get(samples[i]!)!.callFrame;
    const file = frame.url.split('/').pop() || '(native)';
    const key = `${frame.functionName || '(anonymous)'}  ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    // A sample's time is the gap to the next one (microseconds).
    self.set(key, (self.get(key) ?? 0) + (deltas[i + 1] ?? 0));
  }
  return [...self.entries()]
    .filter(([key]) => !key.startsWith('(idle)') && !key.startsWith('(program)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, us]) => `${(us / 1000).toFixed(1).padStart(7)} ms  ${key}`);
}

interface AllocationNode {
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  selfSize: number;
  children: AllocationNode[];
}

/**
 * Where a gesture's garbage comes from: V8's sampling heap profiler (CDP) while `act` runs, bytes
 * allocated summed by function, objects collected meanwhile included (they are the garbage the
 * collector then spends its time on). Lines as profileOf's: "12.3 kB  name  file:line".
 */
export async function allocationsOf(page: Page, act: () => Promise<void>, top = 20): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.startSampling', { samplingInterval: 512, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
  let head: AllocationNode;
  try {
    await act();
  } finally {
    head = ((await cdp.send('HeapProfiler.stopSampling')).profile as { head: AllocationNode }).head;
    await cdp.detach();
  }
  const self = new Map<string, number>();
  const visit = (n: AllocationNode) => {
    const file = n.callFrame.url.split('/').pop() || '(native)';
    const key = `${n.callFrame.functionName || '(anonymous)'}  ${file}:${n.callFrame.lineNumber + 1}:${n.callFrame.columnNumber + 1}`;
    if (n.selfSize > 0) self.set(key, (self.get(key) ?? 0) + n.selfSize);
    for (const c of n.children) visit(c);
  };
  visit(head);
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, bytes]) => `${(bytes / 1024).toFixed(1).padStart(9)} kB  ${key}`);
}
