import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { Queue } from 'bullmq';
import path from 'node:path';
import express, { Router, type RequestHandler } from 'express';
import type { DataSource } from 'typeorm';
import { batchRepository } from '../../../core/src/batches/batch-repository';
import { generationRecordRepository } from '../../../core/src/generation/generation-record-repository';
import type { GenerationMetrics } from '../../../core/src/generation/generation-metrics';
import type { ProviderChain } from '../../../core/src/generation/providers/provider-chain';
import type { GovernorSnapshot } from '../../../core/src/generation/providers/rate-governor';
import { operatorsOnly } from './operator';

export interface OperatorDashboardOptions {
  dataSource: DataSource;
  operatorEmails: string[];
  queues: Queue[];
  metrics: GenerationMetrics;
  /** The provider chain, whose shared budgets /metrics reports. */
  chain: ProviderChain;
  /** Bearer token a scraper (Prometheus) may use for /metrics instead of a session. */
  metricsToken?: string;
}

/**
 * Operators' view of the work: Bull Board at /admin/queues and Prometheus text at /metrics.
 * Anyone who is not an operator gets a plain 404, as if neither existed.
 */
export function operatorDashboardRoutes(options: OperatorDashboardOptions): Router {
  const { dataSource, operatorEmails } = options;
  const router = Router();
  const operators = operatorsOnly(dataSource, operatorEmails);

  const board = new ExpressAdapter();
  board.setBasePath('/admin/queues');
  createBullBoard({
    queues: options.queues.map((queue) => new BullMQAdapter(queue)),
    serverAdapter: board,
    options: { uiConfig: { boardTitle: 'Quillcart queues' } },
  });
  // Bull Board's page asks Google for its fonts: they are served from here instead, so the
  // dashboard works offline and sends nothing to a third party.
  for (const font of BOARD_FONTS) {
    router.use(
      `/admin/queues/fonts/${font}`,
      operators,
      express.static(path.dirname(require.resolve(`@fontsource/${font}/package.json`)), {
        immutable: true,
        maxAge: '30d',
      }),
    );
  }
  router.use('/admin/queues', operators, localFonts, board.getRouter() as Router);

  router.get(
    '/metrics',
    (req, res, next) => {
      const token = options.metricsToken;
      if (token && req.get('authorization') === `Bearer ${token}`) next('route');
      else next();
    },
    operators,
  );
  router.get('/metrics', async (_req, res, next) => {
    try {
      res
        .type('text/plain; version=0.0.4; charset=utf-8')
        .send(
          await renderMetrics(
            dataSource,
            options.queues,
            options.metrics,
            await providerBudgets(options.chain),
          ),
        );
    } catch (error) {
      next(error);
    }
  });
  return router;
}

const BOARD_FONTS = ['ibm-plex-sans', 'ibm-plex-mono'] as const;
const GOOGLE_FONTS_LINK = /<link[^>]+href="https:\/\/fonts\.googleapis\.com[^"]*"[^>]*>/g;
// Relative to the page's <base href> (/admin/queues/): the weights the board uses.
const LOCAL_FONTS_LINKS = [
  'fonts/ibm-plex-sans/400.css',
  'fonts/ibm-plex-sans/500.css',
  'fonts/ibm-plex-sans/600.css',
  'fonts/ibm-plex-mono/400.css',
  'fonts/ibm-plex-mono/500.css',
]
  .map((href) => `<link href="${href}" rel="stylesheet">`)
  .join('');

/** Rewrites Bull Board's page so it loads the fonts served here rather than Google's. */
const localFonts: RequestHandler = (_req, res, next) => {
  const render = res.render.bind(res) as (
    view: string,
    options?: object,
    callback?: (error: Error | null, html: string) => void,
  ) => void;
  res.render = (view: string, options?: object) => {
    render(view, options, (error, html) => {
      if (error) next(error);
      else res.send(html.replace(GOOGLE_FONTS_LINK, LOCAL_FONTS_LINKS));
    });
  };
  next();
};

/** Prometheus exposition text: queue depth, throughput, provider errors and fallbacks. */
export async function renderMetrics(
  dataSource: DataSource,
  queues: Queue[],
  metrics: GenerationMetrics,
  budgets: GovernorSnapshot[] = [],
): Promise<string> {
  const lines: string[] = [];
  const metric = (name: string, type: string, help: string, samples: [string, number][]) => {
    lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);
    for (const [labels, value] of samples) lines.push(`${name}${labels} ${value}`);
  };

  const depth: [string, number][] = [];
  for (const queue of queues) {
    const counts = await queue.getJobCounts(
      'waiting',
      'active',
      'delayed',
      'prioritized',
      'failed',
      'completed',
    );
    for (const [state, count] of Object.entries(counts)) {
      depth.push([`{queue="${queue.name}",state="${state}"}`, count]);
    }
  }
  metric('quillcart_queue_jobs', 'gauge', 'Jobs per queue and state', depth);

  const manager = dataSource.manager;
  const active = await batchRepository.activeWork(manager);
  const lastMinute = await generationRecordRepository.lastMinute(manager);
  metric('quillcart_active_batches', 'gauge', 'Generate All batches queued or running', [
    ['', active.batches],
  ]);
  metric('quillcart_batch_items_pending', 'gauge', 'Items waiting in active batches', [
    ['', active.pending],
  ]);
  metric('quillcart_items_per_minute', 'gauge', 'Descriptions written in the last minute', [
    ['', lastMinute.succeeded],
  ]);
  metric('quillcart_failed_items_per_minute', 'gauge', 'Generations failed in the last minute', [
    ['', lastMinute.failed],
  ]);

  const counters = await metrics.read();
  metric(
    'quillcart_provider_errors_total',
    'counter',
    'Failed provider attempts (each moved the chain on)',
    Object.entries(counters.providerErrors).map(([provider, n]) => [`{provider="${provider}"}`, n]),
  );
  metric(
    'quillcart_generations_total',
    'counter',
    'Answers accepted per provider',
    Object.entries(counters.generations).map(([provider, n]) => [`{provider="${provider}"}`, n]),
  );
  metric(
    'quillcart_fallbacks_total',
    'counter',
    'Descriptions written by a provider other than the primary',
    [['', counters.fallbacks]],
  );

  const perProvider = (pick: (budget: GovernorSnapshot) => number | null): [string, number][] =>
    budgets.flatMap((budget) => {
      const value = pick(budget);
      return value === null ? [] : [[`{provider="${budget.provider}"}`, value] as [string, number]];
    });
  metric(
    'quillcart_provider_in_flight',
    'gauge',
    'Requests sent (or reserved to send) and not yet answered, every process together',
    perProvider((budget) => budget.inFlight),
  );
  metric(
    'quillcart_provider_budget_used',
    'gauge',
    'Requests granted in the current limit window',
    perProvider((budget) => budget.usedThisWindow),
  );
  metric(
    'quillcart_provider_budget_limit',
    'gauge',
    'Requests per window the budget hands out now (within the headroom below a known limit)',
    perProvider((budget) => (budget.limited ? budget.effectiveRpm : null)),
  );
  metric(
    'quillcart_provider_learned_rpm',
    'gauge',
    "The provider's limit as learned from its headers and 429s (requests per window)",
    perProvider((budget) => budget.learnedRpm),
  );
  metric(
    'quillcart_provider_configured_rpm',
    'gauge',
    'The limit set in PROVIDER_LIMITS (requests per window)',
    perProvider((budget) => budget.configured.rpm),
  );
  metric(
    'quillcart_provider_throttled_total',
    'counter',
    '429 answers from the provider',
    perProvider((budget) => (budget.limited ? budget.throttled429 : null)),
  );
  metric(
    'quillcart_provider_waits_total',
    'counter',
    "Requests that waited for the provider's budget",
    perProvider((budget) => (budget.limited ? budget.waits : null)),
  );
  metric(
    'quillcart_provider_wait_seconds_total',
    'counter',
    "Time requests spent waiting for the provider's budget",
    perProvider((budget) => (budget.limited ? budget.waitMs / 1000 : null)),
  );
  return `${lines.join('\n')}\n`;
}

/** Every configured provider's shared budget, as it stands in Redis. */
export async function providerBudgets(chain: ProviderChain): Promise<GovernorSnapshot[]> {
  const governor = chain.governor;
  if (!governor) return [];
  return Promise.all(chain.providerNames.map((provider) => governor.read(provider)));
}
