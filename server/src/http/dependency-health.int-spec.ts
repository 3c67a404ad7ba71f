import { Redis } from 'ioredis';
import { createLogger } from '../../../core/src/logging/logger';
import { TcpProxy } from '../../../test/support/tcp-proxy';
import { databaseUrlFor } from '../../../test/support/test-env';
import { DependencyHealth, type DependencyState } from './dependency-health';

type Probe = { dependency: string; outcome: string; state: DependencyState };

/** Resolves once `probes` holds an entry `match` accepts. */
async function probeWhere(probes: Probe[], match: (probe: Probe) => boolean): Promise<Probe> {
  for (;;) {
    const found = probes.find(match);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('readiness under a busy machine', () => {
  const proxy = new TcpProxy('127.0.0.1', 5432);
  let redis: Redis;
  let health: DependencyHealth;
  const probes: Probe[] = [];

  beforeAll(async () => {
    const port = await proxy.start();
    const url = new URL(databaseUrlFor('postgres'));
    url.port = String(port);
    redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    health = new DependencyHealth({
      databaseUrl: url.toString(),
      redis,
      log: createLogger('health-test', 'silent'),
      intervalMs: 50,
      probeTimeoutMs: 1000,
      slowProbesToDown: 3,
      onProbe: (probe) => probes.push(probe),
    });
    for (const dependency of ['postgres', 'redis']) {
      await probeWhere(probes, (p) => p.dependency === dependency && p.outcome === 'ok');
    }
  });

  afterAll(async () => {
    proxy.flow();
    await health.close();
    await proxy.stop();
    redis.disconnect();
  });

  it('stays up through slow probes, goes down after several in a row, and comes back', async () => {
    proxy.stall();
    const start = probes.length;
    const slow = (n: number) => (probe: Probe) =>
      probes.indexOf(probe) >= start &&
      probe.dependency === 'postgres' &&
      probe.outcome === 'slow' &&
      probes
        .slice(start, probes.indexOf(probe) + 1)
        .filter((p) => p.dependency === 'postgres' && p.outcome === 'slow').length === n;
    // One or two slow answers (a busy machine) leave it up; the third in a row marks it down.
    expect((await probeWhere(probes, slow(1))).state).toBe('up');
    expect((await probeWhere(probes, slow(2))).state).toBe('up');
    expect((await probeWhere(probes, slow(3))).state).toBe('down');
    // Redis, probed beside it, was never marked down meanwhile.
    expect(
      probes.slice(start).filter((p) => p.dependency === 'redis' && p.state === 'down'),
    ).toEqual([]);

    proxy.flow();
    const back = probes.length;
    await probeWhere(
      probes,
      (probe) =>
        probes.indexOf(probe) >= back && probe.dependency === 'postgres' && probe.outcome === 'ok',
    );
    expect((await health.current()).postgres).toBe('up');
  });

  it('marks a refused dependency down at the first probe', async () => {
    const start = probes.length;
    await proxy.stop();
    const probe = await probeWhere(
      probes,
      (p) => probes.indexOf(p) >= start && p.dependency === 'postgres' && p.outcome === 'failed',
    );
    expect(probe.state).toBe('down');
    await proxy.start();
    const back = probes.length;
    await probeWhere(
      probes,
      (p) => probes.indexOf(p) >= back && p.dependency === 'postgres' && p.outcome === 'ok',
    );
  });
});
