// The built-in writer's speed: descriptions per second of CPU over the test corpus (118 products)
// in every language, style and three lengths (prose, a call to action, bullet lines).
import { composeBuiltinDescription } from '../core/src/generation/builtin-writer';
import { BUILTIN_CORPUS } from '../core/src/generation/test-support/builtin-corpus';
import {
  DEFAULT_PROMPT_SETTINGS,
  LANGUAGES,
  TONES,
  WRITING_STYLES,
  type PromptSettingsValues,
} from '../core/src/shared/prompt-options';
import type { GenerationItem } from '../core/src/generation/item';

const ROUNDS = 5;

const jobs: [GenerationItem, PromptSettingsValues][] = [];
for (const language of LANGUAGES) {
  for (const characterCount of [150, 250, 500]) {
    WRITING_STYLES.forEach((writingStyle, styleIndex) => {
      BUILTIN_CORPUS.forEach((item, index) => {
        const tone = TONES[(index + styleIndex) % TONES.length];
        jobs.push([
          item,
          {
            ...DEFAULT_PROMPT_SETTINGS,
            storeCurrency: 'EUR',
            language,
            characterCount,
            writingStyle,
            tone,
          },
        ]);
      });
    });
  }
}

// Warm the JIT before measuring.
for (const [item, settings] of jobs.slice(0, 3000)) composeBuiltinDescription(item, settings);

const rates: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  const start = process.cpuUsage();
  for (const [item, settings] of jobs) composeBuiltinDescription(item, settings);
  const used = process.cpuUsage(start);
  rates.push(jobs.length / ((used.user + used.system) / 1e6));
}
rates.sort((a, b) => a - b);
console.log(
  `built-in writer: ${jobs.length} descriptions a round, median ${Math.round(rates[ROUNDS >> 1])}/s of CPU ` +
    `(min ${Math.round(rates[0])}, max ${Math.round(rates[ROUNDS - 1])})`,
);
