import { createItemActivity } from './item-activity';
import { linkSavedId } from './optimistic-ids';

/** A promise with its resolve, to settle a save when the test says so. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  // Two turns: the tracked write's own callbacks run first.
  await Promise.resolve();
  await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('item activity', () => {
  it('tells listeners when an item starts and stops generating, once per change', () => {
    const activity = createItemActivity();
    const heard: boolean[] = [];
    const stop = activity.subscribe(() => heard.push(activity.isGenerating('a')));
    activity.markGenerating('a', true);
    activity.markGenerating('a', true);
    activity.markGenerating('a', false);
    stop();
    activity.markGenerating('a', true);
    expect(heard).toEqual([true, false]);
    expect(activity.isGenerating('a')).toBe(true);
  });

  it("waits for a row's saves before generating it, and for every save before Generate All", async () => {
    const activity = createItemActivity();
    const first = deferred();
    const other = deferred();
    activity.trackItemWrite('a', first.promise);
    activity.trackItemWrite('b', other.promise);

    const rowA = activity.whenItemWritten('a');
    const all = activity.whenAllItemsWritten();
    expect(await settled(activity.whenItemWritten('c'))).toBe(true);
    expect(await settled(rowA)).toBe(false);

    first.resolve();
    expect(await settled(rowA)).toBe(true);
    expect(await settled(all)).toBe(false);
    other.resolve();
    expect(await settled(all)).toBe(true);
  });

  it('counts a save made under the temporary id as a save of the real row', async () => {
    const activity = createItemActivity();
    const save = deferred();
    linkSavedId('new-1', 'item-1');
    activity.trackItemWrite('new-1', save.promise);
    const written = activity.whenItemWritten('item-1');
    expect(await settled(written)).toBe(false);
    save.resolve();
    expect(await settled(written)).toBe(true);
  });

  it('keeps one tab state per instance (no state shared between providers)', () => {
    const one = createItemActivity();
    const two = createItemActivity();
    one.markGenerating('a', true);
    expect(two.isGenerating('a')).toBe(false);
  });
});
