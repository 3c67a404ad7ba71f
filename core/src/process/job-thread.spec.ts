import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { JobThread, throughThread } from './job-thread';

// A thread that answers each 'word' message with the word in capitals, 'end' with done, and
// 'die' by exiting (a thread that fails mid-job).
const ECHO = `
const { parentPort, threadId } = require('node:worker_threads');
const open = new Set();
parentPort.on('message', (message) => {
  if (message.type === 'open') open.add(message.id);
  else if (message.type === 'close') open.delete(message.id);
  else if (message.type === 'die') process.exit(3);
  else if (message.type === 'count') parentPort.postMessage({ id: message.id, word: String(open.size) });
  else if (message.type === 'end') parentPort.postMessage({ id: message.id, word: '', done: true });
  else if (message.word === 'bad') parentPort.postMessage({ id: message.id, error: 'no bad words' });
  else parentPort.postMessage({ id: message.id, word: message.word.toUpperCase(), threadId });
});
`;

const echo = (size = 1) =>
  new JobThread<{ word: string; threadId?: number }>(
    'echo thread',
    () => new Worker(ECHO, { eval: true }),
    size,
  );

async function shout(
  thread: JobThread<{ word: string; threadId?: number }>,
  words: string[],
  ahead = 2,
) {
  const job = thread.open();
  job.post({ type: 'open' });
  const answers: string[] = [];
  const replies = throughThread(
    job,
    Readable.from(words),
    (word) => ({ type: 'word', word }),
    ahead,
  );
  for await (const { word } of replies) if (word) answers.push(word);
  return answers;
}

describe('JobThread and throughThread', () => {
  it('answers each job in order, jobs side by side kept apart', async () => {
    const thread = echo();
    const a = Array.from({ length: 200 }, (_, index) => `a${index}`);
    const b = Array.from({ length: 150 }, (_, index) => `b${index}`);
    const [first, second] = await Promise.all([shout(thread, a, 3), shout(thread, b, 8)]);
    expect(first).toEqual(a.map((word) => word.toUpperCase()));
    expect(second).toEqual(b.map((word) => word.toUpperCase()));
  });

  it("throws a job's error answer and lets the thread forget the job", async () => {
    const thread = echo();
    await expect(shout(thread, ['fine', 'bad', 'never'])).rejects.toThrow('no bad words');
    // The jobs closed so far are gone on the thread's side too: only the asking one is open.
    const job = thread.open();
    job.post({ type: 'open' });
    job.post({ type: 'count' });
    expect(await job.next()).toMatchObject({ word: '1' });
    job.close();
  });

  it('answers every open job with an error when the thread fails, and starts a new one after', async () => {
    const thread = echo();
    const left = thread.open();
    const dying = thread.open();
    dying.post({ type: 'die' });
    expect(await left.next()).toEqual({ error: 'The echo thread stopped: exit code 3' });
    expect(await dying.next()).toEqual({ error: 'The echo thread stopped: exit code 3' });
    expect(await shout(thread, ['again'])).toEqual(['AGAIN']);
  });

  it('spreads one stream over jobs on two threads, input n to job n modulo two, answered in input order', async () => {
    const thread = echo(2);
    const jobs = [thread.open(0), thread.open(1)];
    for (const job of jobs) job.post({ type: 'open' });
    const words = Array.from({ length: 101 }, (_, index) => `w${index}`);
    const answers: { word: string; threadId?: number }[] = [];
    for await (const answer of throughThread(
      jobs,
      Readable.from(words),
      (word) => ({ type: 'word', word }),
      4,
    ))
      answers.push(answer);
    // Each input's answer, then each job's answer to 'end'.
    expect(answers.map(({ word }) => word)).toEqual([...words.map((w) => w.toUpperCase()), '', '']);
    const threads = answers.slice(0, words.length).map(({ threadId }) => threadId);
    expect(new Set(threads).size).toBe(2);
    expect(threads.every((id, index) => id === threads[index % 2])).toBe(true);
  });

  it('answers only the jobs of a thread that fails; the other thread goes on', async () => {
    const thread = echo(2);
    const onFirst = thread.open(0);
    const onSecond = thread.open(1);
    onFirst.post({ type: 'die' });
    expect(await onFirst.next()).toEqual({ error: 'The echo thread stopped: exit code 3' });
    onSecond.post({ type: 'word', word: 'still' });
    expect(await onSecond.next()).toMatchObject({ word: 'STILL' });
    onSecond.close();
    expect(await shout(thread, ['again'])).toEqual(['AGAIN']);
  });
});
