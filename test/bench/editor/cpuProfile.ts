// Where a traced gesture's script time goes: the page's JavaScript sampled by V8's CPU profiler
// (CDP) while `act` runs, summed by function (self time). The editor benchmark prints it with
// BENCH_PROFILE=1, to show which code to make cheaper when the script time is over its target.
import type { Page } from '@playwright/test';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
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
    const key = `${frame.functionName || '(anonymous)'}  ${file}:${frame.lineNumber + 1}`;
    // A sample's time is the gap to the next one (microseconds).
    self.set(key, (self.get(key) ?? 0) + (deltas[i + 1] ?? 0));
  }
  return [...self.entries()]
    .filter(([key]) => !key.startsWith('(idle)') && !key.startsWith('(program)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, us]) => `${(us / 1000).toFixed(1).padStart(7)} ms  ${key}`);
}
