// The inspector's questions: one out at a time, the newest wish asked next (those in between never),
// the same wish not asked twice in a row, and a failed one not asked again until the wish changes.
import { describe, expect, it } from 'vitest';
import { LatestQuestion } from '../../../../../src/renderer/components/debugger/latestQuestion';
import { settle } from './traceFixture';

function questions() {
  const asked: number[] = [];
  const answers: string[] = [];
  const waiting: { n: number; resolve: (a: number) => void; reject: (e: Error) => void }[] = [];
  const latest = new LatestQuestion<number, number>(
    (n) => {
      asked.push(n);
      return new Promise((resolve, reject) => waiting.push({ n, resolve, reject }));
    },
    (id, a) => answers.push(`${id}=${a}`),
  );
  const answer = async () => {
    const w = waiting.shift()!;
    w.resolve(w.n * 10);
    await settle();
  };
  const fail = async () => {
    waiting.shift()!.reject(new Error('gone'));
    await settle();
  };
  return { latest, asked, answers, answer, fail, waiting };
}

describe('LatestQuestion', () => {
  it('asks one question at a time; wishes made meanwhile are skipped but the newest', async () => {
    const q = questions();
    q.latest.want('1', 1);
    q.latest.want('2', 2);
    q.latest.want('3', 3);
    q.latest.want('4', 4);
    expect(q.waiting.length).toBe(1);
    await q.answer();
    await q.answer();
    expect(q.asked).toEqual([1, 4]);
    expect(q.answers).toEqual(['1=10', '4=40']);
  });

  it('the same wish is not asked again, and no wish asks nothing', async () => {
    const q = questions();
    q.latest.want('7', 7);
    await q.answer();
    q.latest.want('7', 7);
    q.latest.want(null);
    await settle();
    expect(q.asked).toEqual([7]);
  });

  it('a failed question is not asked again until the wish changes', async () => {
    const q = questions();
    q.latest.want('5', 5);
    await q.fail();
    q.latest.want('5', 5);
    await settle();
    expect(q.asked).toEqual([5]);
    q.latest.want('6', 6);
    await q.answer();
    expect(q.answers).toEqual(['6=60']);
  });
});
