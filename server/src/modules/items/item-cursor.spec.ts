import { decodeItemCursor, encodeItemCursor } from './item-cursor';

describe('item cursor', () => {
  it('round-trips position and id', () => {
    const cursor = { position: 2048.5, id: '0d9c1c5e-3f5e-4a7b-9a43-4f2b1f7d2c11' };
    expect(decodeItemCursor(encodeItemCursor(cursor))).toEqual(cursor);
  });

  it.each(['', 'not-base64!', Buffer.from('{"a":1}').toString('base64url'), 'WzEsMl0'])(
    'refuses %j',
    (raw) => {
      expect(decodeItemCursor(raw)).toBeNull();
    },
  );
});
