import { InlineTurns, allocate, planWeight, type ShareEntry } from './fair-share';

describe('sharing a provider between sellers', () => {
  it('gives a new small batch the items a big one does not already have in flight', () => {
    const shares = allocate(
      [
        { id: 'big', weight: 1, generating: 20, cap: Infinity },
        { id: 'small', weight: 1, generating: 0, cap: Infinity },
      ],
      24,
    );
    // 20 + 2 = 0 + 22: both end with 22 in flight.
    expect(Object.fromEntries(shares)).toEqual({ big: 2, small: 22 });
  });

  it('shares by plan weight', () => {
    expect(planWeight('business')).toBe(3);
    expect(planWeight('pro')).toBe(2);
    expect(planWeight('free')).toBe(1);
    expect(planWeight('guest')).toBe(1);
    const shares = allocate(
      [
        { id: 'free', weight: planWeight('free'), generating: 0, cap: Infinity },
        { id: 'pro', weight: planWeight('pro'), generating: 0, cap: Infinity },
      ],
      30,
    );
    expect(Object.fromEntries(shares)).toEqual({ free: 10, pro: 20 });
  });

  it("never hands a batch more than its seller's allowance leaves", () => {
    const shares = allocate(
      [
        { id: 'free', weight: 1, generating: 0, cap: 3 },
        { id: 'paid', weight: 1, generating: 0, cap: Infinity },
      ],
      10,
    );
    expect(Object.fromEntries(shares)).toEqual({ free: 3, paid: 7 });
    expect(
      Object.fromEntries(allocate([{ id: 'free', weight: 1, generating: 0, cap: 2 }], 10)),
    ).toEqual({ free: 2 });
  });

  describe('inline transactions side by side', () => {
    const batch = (id: string, weight = 1, cap = Infinity): ShareEntry => ({
      id,
      weight,
      generating: 0,
      cap,
    });
    const ids = (entries: ShareEntry[]) => entries.map((entry) => entry.id);
    const ten = Array.from({ length: 10 }, (_, index) => batch(`b${index}`));

    it('gives two transactions disjoint halves of the running batches', () => {
      const turns = new InlineTurns(2);
      const first = turns.group(ten);
      expect(ids(first)).toEqual(['b0', 'b1', 'b2', 'b3', 'b4']);
      turns.hold(first);
      const second = turns.group(ten);
      expect(ids(second)).toEqual(['b5', 'b6', 'b7', 'b8', 'b9']);
    });

    it('serves next the batches furthest behind, so every batch takes its turn', () => {
      const turns = new InlineTurns(2);
      const first = turns.group(ten);
      turns.hold(first);
      const second = turns.group(ten);
      turns.hold(second);
      // The first transaction ends while the second still runs: its batches go again.
      turns.release(first);
      const third = turns.group(ten);
      expect(ids(third)).toEqual(ids(first));
      turns.hold(third);
      // All end: b0–b4 have been served twice, b5–b9 once, so b5–b9 come next.
      turns.release(second);
      turns.release(third);
      expect(ids(turns.group(ten))).toEqual(ids(second));
    });

    it('turns a Pro batch twice as often as a free one', () => {
      const turns = new InlineTurns(2);
      const entries = [batch('free', planWeight('free')), batch('pro', planWeight('pro'))];
      const served: string[] = [];
      for (let turn = 0; turn < 6; turn += 1) {
        const group = turns.group(entries);
        expect(group).toHaveLength(1);
        served.push(group[0].id);
        turns.hold(group);
        turns.release(group);
      }
      expect(served).toEqual(['free', 'pro', 'pro', 'free', 'pro', 'pro']);
    });

    it('shares a lone batch, and every batch when all are held', () => {
      const turns = new InlineTurns(2);
      const lone = [batch('only')];
      turns.hold(turns.group(lone));
      expect(ids(turns.group(lone))).toEqual(['only']);
      const two = [batch('a'), batch('b')];
      turns.hold(two);
      expect(ids(turns.group(two))).toEqual(['a', 'b']);
    });

    it('starts a batch new to the process level with the one furthest behind', () => {
      const turns = new InlineTurns(2);
      const old = [batch('a'), batch('b')];
      for (let turn = 0; turn < 3; turn += 1) {
        const group = turns.group(old);
        turns.hold(group);
        turns.release(group);
      }
      // a served twice, b once: a newcomer starts level with b and is not served three times
      // running to catch up with a.
      const withNew = [...old, batch('new')];
      const group = turns.group(withNew);
      expect(ids(group)).toEqual(['b', 'new']);
    });

    it('leaves out a batch whose seller has nothing left to spend', () => {
      const entries = [batch('spent', 1, 0), batch('paid')];
      expect(ids(new InlineTurns(2).group(entries))).toEqual(['paid']);
    });
  });
});
