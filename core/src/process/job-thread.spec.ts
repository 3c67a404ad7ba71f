import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { JobThread, throughThread } from './job-thread';

// A thread that answers each 'word' message with the word in capitals, 'end' with done, and
// 'die' by exiting (a thread that fails mid-job).
const ECHO = `
const { parentPort } = require('node:worker_threads');
const open = new Set();
parentPort.on('message', (message) => {
  if (message.type === 'open') open.add(message.id);
  else if (message.type === 'close') open.delete(message.id);
  else if (message.type === 'die') process.exit(3);
  else if (message.type === 'count') parentPort.postMessage({ id: message.id, word: String(open.size) });
  else if (message.type === 'end') parentPort.postMessage({ id: message.id, word: '', done: true });
  else if (message.word === 'bad') parentPort.postMessage({ id: message.id, error: 'no bad words' });
  else parentPort.postMessage({ id: message.id, word: message.word.toUpperCase() });
});
`;

const echo = () =>
  new JobThread<{ word: string }>('echo thread', () => new Worker(ECHO, { eval: true }));

async function shout(thread: JobThread<{ word: string }>, words: string[], ahead = 2) {
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
});
