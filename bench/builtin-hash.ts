// A fingerprint of the built-in writer: SHA-256 over every description of the test corpus (118
// products x 7 languages x 6 styles x 5 lengths, tones, audiences and currency rotating) and over
// their marketplace fields. A change that only reorganises the writer's code must print the same.
import { createHash } from 'node:crypto';
import { composeBuiltinDescription } from '../core/src/generation/builtin-writer';
import { composeBuiltinChannelFields } from '../core/src/channels/builtin-channel-fields';
import { BUILTIN_CORPUS } from '../core/src/generation/test-support/builtin-corpus';
import {
  DEFAULT_PROMPT_SETTINGS,
  LANGUAGES,
  TONES,
  TARGET_AUDIENCES,
  WRITING_STYLES,
} from '../core/src/shared/prompt-options';
import { CHANNEL_FIELDS } from '../core/src/shared/channel-fields';

const hash = createHash('sha256');
const fields = createHash('sha256');
let count = 0;
for (const language of LANGUAGES)
  for (const writingStyle of WRITING_STYLES)
    for (const characterCount of [50, 150, 250, 400, 500])
      BUILTIN_CORPUS.forEach((item, index) => {
        const settings = {
          ...DEFAULT_PROMPT_SETTINGS,
          storeCurrency: index % 2 ? 'EUR' : null,
          language,
          writingStyle,
          characterCount,
          tone: TONES[index % TONES.length],
          targetAudience: TARGET_AUDIENCES[(index + characterCount) % TARGET_AUDIENCES.length],
        };
        const result = composeBuiltinDescription(item, settings);
        hash.update(JSON.stringify(result) + '\n');
        fields.update(
          JSON.stringify(composeBuiltinChannelFields(item, settings, result.text, CHANNEL_FIELDS)) +
            '\n',
        );
        count += 1;
      });
console.log(`${count} descriptions sha256 ${hash.digest('hex')}`);
console.log(`channel fields sha256 ${fields.digest('hex')}`);
