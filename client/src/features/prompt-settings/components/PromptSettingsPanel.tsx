import { useApolloClient, useQuery } from '@apollo/client/react';
import * as Slider from '@radix-ui/react-slider';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { CheckIcon, ChevronDownIcon, LockIcon } from '../../../ui/Icons';
import { Spinner } from '../../../ui/Spinner';
import {
  card,
  checkbox,
  checkOption,
  fieldLabel,
  primaryButton,
  textField,
} from '../../../ui/styles';

const selectClass = `${textField} pr-8`;
import { openAuthModal, useSession } from '../../auth';
import { refreshItemQueries } from '../../items';
import { PromptSettingsQuery } from '../graphql/prompt-settings.graphql';
import {
  useSavePromptSettings,
  type PromptSettings,
  type PromptSettingsPatch,
  type SaveStatus,
} from '../hooks/useSavePromptSettings';
import {
  CHANNEL_FIELD_GROUPS,
  CHARACTER_COUNT,
  LANGUAGES,
  TARGET_AUDIENCES,
  TONES,
  WRITING_STYLES,
  toggleChannelField,
} from '../options';
import type { ChannelField } from '../../../__generated__/graphql';
import { LoadError } from '../../../ui/LoadError';

const INDUSTRY_SAVE_DELAY_MS = 600;
const TITLE = 'AI Product Description Generation Settings';
/** SPEC §5: the character count shows as 150 for free or signed-out users. */
export const LOCKED_CHARACTER_COUNT = 150;

/** Collapsible panel with the owner's prompt settings; every change is saved as it happens. */
export function PromptSettingsPanel() {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const { data, error, refetch } = useQuery(PromptSettingsQuery);
  const settings = data?.promptSettings;
  const { save, status } = useSavePromptSettings(settings);
  const { viewer, isSignedIn } = useSession();
  // Until the viewer answers, assume locked: guests are the common first visit.
  const locked = viewer?.customizationLocked ?? true;

  return (
    <section className={card}>
      <div className="flex items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <h2 className="min-w-0 flex-1">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={regionId}
            onClick={() => setOpen((isOpen) => !isOpen)}
            className="flex w-full items-center gap-2 rounded-md py-1 text-left text-base font-semibold text-slate-900 dark:text-white"
          >
            <ChevronDownIcon
              className={`shrink-0 transition-transform ${open ? 'rotate-0' : '-rotate-90'}`}
            />
            {TITLE}
            {locked && (
              <span
                data-testid="prompt-settings-locked-badge"
                className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200"
              >
                <LockIcon width={12} height={12} />
                Pro
              </span>
            )}
          </button>
        </h2>
        <SaveIndicator status={status} />
      </div>
      <div
        id={regionId}
        hidden={!open}
        className="border-t border-slate-200 px-4 py-5 sm:px-6 dark:border-slate-700"
      >
        {locked && <LockedNotice signedIn={isSignedIn} />}
        {settings ? (
          <>
            <SettingsForm settings={settings} save={save} locked={locked} />
            <StoreCurrencyField value={settings.storeCurrency ?? ''} save={save} />
            <ChannelFieldsField value={settings.channelFields} save={save} />
            <ReviewModeField value={settings.reviewMode} save={save} />
          </>
        ) : error ? (
          <LoadError message="Your settings could not be loaded." onRetry={refetch} />
        ) : (
          <Spinner label="Loading settings..." />
        )}
      </div>
    </section>
  );
}

function LockedNotice({ signedIn }: { signedIn: boolean }) {
  return (
    <div
      data-testid="prompt-settings-locked"
      className="mb-5 flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-100"
    >
      <LockIcon className="shrink-0" />
      <p className="min-w-[14rem] flex-1">
        <strong>Custom prompt settings come with Pro and Business.</strong>{' '}
        {signedIn
          ? 'Upgrade to choose the style, audience, tone, length and industry of your descriptions.'
          : 'Sign in and upgrade to choose the style, audience, tone, length and industry.'}{' '}
        Until then descriptions are written at {LOCKED_CHARACTER_COUNT} characters.
      </p>
      {signedIn ? (
        <Link to="/billing-plans" className={primaryButton}>
          Upgrade
        </Link>
      ) : (
        <button type="button" className={primaryButton} onClick={() => openAuthModal()}>
          Sign In to Customize
        </button>
      )}
    </div>
  );
}

function SaveIndicator({ status }: { status: SaveStatus }) {
  return (
    <p role="status" className="shrink-0 text-xs font-medium text-slate-600 dark:text-slate-300">
      {status === 'saving' && 'Saving...'}
      {status === 'saved' && (
        <span className="inline-flex items-center gap-1 text-emerald-800 dark:text-emerald-300">
          <CheckIcon width={14} height={14} />
          Saved
        </span>
      )}
      {status === 'error' && <span className="text-red-800 dark:text-red-300">Not saved</span>}
    </p>
  );
}

interface SettingsFormProps {
  settings: PromptSettings;
  save: (patch: PromptSettingsPatch) => Promise<void>;
  /** Guests and free users see the settings but cannot change them. */
  locked: boolean;
}

function SettingsForm({ settings, save, locked }: SettingsFormProps) {
  const ids = {
    style: useId(),
    audience: useId(),
    tone: useId(),
    count: useId(),
    industry: useId(),
    language: useId(),
  };
  // Local values only while the user is dragging or typing; otherwise the cached settings
  // show, so changes made in another tab appear here too.
  const [draggedCount, setDraggedCount] = useState<number | null>(null);
  const [industryDraft, setIndustryDraft] = useState<string | null>(null);
  const industryTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(industryTimer.current), []);

  const characterCount = locked
    ? LOCKED_CHARACTER_COUNT
    : (draggedCount ?? settings.characterCount);
  const industry = industryDraft ?? settings.industry;

  const onIndustryChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setIndustryDraft(value);
    window.clearTimeout(industryTimer.current);
    industryTimer.current = window.setTimeout(
      () => void save({ industry: value }),
      INDUSTRY_SAVE_DELAY_MS,
    );
  };
  const flushIndustry = () => {
    window.clearTimeout(industryTimer.current);
    if (industryDraft !== null && industryDraft !== settings.industry) {
      void save({ industry: industryDraft });
    }
    setIndustryDraft(null);
  };

  return (
    <fieldset
      disabled={locked}
      className={`grid gap-5 sm:grid-cols-2 lg:grid-cols-3 ${locked ? 'opacity-80' : ''}`}
    >
      <legend className="sr-only">
        {locked ? 'Prompt settings (locked: upgrade to change)' : 'Prompt settings'}
      </legend>
      <SelectField
        id={ids.style}
        label="Writing Style"
        options={WRITING_STYLES}
        value={settings.writingStyle}
        onChange={(writingStyle) => void save({ writingStyle })}
      />
      <SelectField
        id={ids.audience}
        label="Target Audience"
        options={TARGET_AUDIENCES}
        value={settings.targetAudience}
        onChange={(targetAudience) => void save({ targetAudience })}
      />
      <SelectField
        id={ids.tone}
        label="Tone"
        options={TONES}
        value={settings.tone}
        onChange={(tone) => void save({ tone })}
      />
      <div>
        <div className="flex items-baseline justify-between">
          <span id={ids.count} className={fieldLabel}>
            Character Count
          </span>
          <span
            className="text-sm text-slate-700 tabular-nums dark:text-slate-200"
            aria-hidden="true"
          >
            {characterCount} characters
          </span>
        </div>
        <Slider.Root
          disabled={locked}
          className="relative mt-3 flex h-5 w-full touch-none items-center select-none data-[disabled]:cursor-not-allowed"
          min={CHARACTER_COUNT.min}
          max={CHARACTER_COUNT.max}
          step={CHARACTER_COUNT.step}
          value={[characterCount]}
          onValueChange={([value]) => setDraggedCount(value ?? null)}
          onValueCommit={([value]) => {
            if (value === undefined || value === settings.characterCount) setDraggedCount(null);
            else void save({ characterCount: value }).finally(() => setDraggedCount(null));
          }}
        >
          <Slider.Track className="relative h-1.5 grow rounded-full bg-slate-300 dark:bg-slate-600">
            <Slider.Range className="absolute h-full rounded-full bg-indigo-600 dark:bg-indigo-400" />
          </Slider.Track>
          <Slider.Thumb
            aria-labelledby={ids.count}
            aria-valuetext={`${characterCount} characters`}
            className="block h-5 w-5 rounded-full border-2 border-indigo-600 bg-white shadow dark:border-indigo-400 dark:bg-slate-900"
          />
        </Slider.Root>
        <div
          className="mt-1 flex justify-between text-xs text-slate-600 dark:text-slate-300"
          aria-hidden="true"
        >
          <span>{CHARACTER_COUNT.min}</span>
          <span>{CHARACTER_COUNT.max}</span>
        </div>
      </div>
      <div>
        <label htmlFor={ids.industry} className={fieldLabel}>
          Industry
        </label>
        <input
          id={ids.industry}
          type="text"
          className={textField}
          placeholder="e.g. Outdoor gear"
          value={industry}
          onChange={onIndustryChange}
          onBlur={flushIndustry}
        />
      </div>
      <div>
        <label htmlFor={ids.language} className={fieldLabel}>
          Output Language
        </label>
        <select
          id={ids.language}
          className={selectClass}
          value={settings.language}
          onChange={(event) => void save({ language: event.target.value })}
        >
          {!(LANGUAGES as readonly string[]).includes(settings.language) && (
            <option value={settings.language}>{settings.language}</option>
          )}
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {language}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}

// The currencies most stores use first, then every other ISO 4217 code the browser knows.
const COMMON_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN'];

function currencyOptions(): { code: string; label: string }[] {
  const names = new Intl.DisplayNames(['en'], { type: 'currency' });
  const all = Intl.supportedValuesOf('currency');
  const rest = all.filter((code) => !COMMON_CURRENCIES.includes(code));
  return [...COMMON_CURRENCIES, ...rest].map((code) => ({
    code,
    label: `${code} – ${names.of(code) ?? code}`,
  }));
}

/**
 * The store currency: a fact about the store, not a prompt choice, so it stays editable on
 * every plan. Without it descriptions never state a price.
 */
function StoreCurrencyField({
  value,
  save,
}: {
  value: string;
  save: (patch: PromptSettingsPatch) => Promise<void>;
}) {
  const id = useId();
  const hintId = useId();
  const [options] = useState(currencyOptions);
  return (
    <div className="mt-5 grid gap-1 border-t border-slate-200 pt-5 sm:max-w-md dark:border-slate-700">
      <label htmlFor={id} className={fieldLabel}>
        Store Currency
      </label>
      <select
        id={id}
        className={selectClass}
        value={value}
        aria-describedby={hintId}
        data-testid="store-currency"
        onChange={(event) => void save({ storeCurrency: event.target.value })}
      >
        <option value="">None – descriptions state no price</option>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.label}
          </option>
        ))}
      </select>
      <p id={hintId} className="text-xs text-slate-600 dark:text-slate-300">
        Descriptions state a product&apos;s price only in this currency, and only in the
        Professional, Technical, Minimalist and Casual styles. Available on every plan.
      </p>
    </div>
  );
}

/**
 * The marketplace fields a generation writes beside the description, by marketplace. Like the
 * currency, a fact about where the store sells: editable on every plan, one generation each.
 */
function ChannelFieldsField({
  value,
  save,
}: {
  value: readonly ChannelField[];
  save: (patch: PromptSettingsPatch) => Promise<void>;
}) {
  const hintId = useId();
  return (
    <div className="mt-5 border-t border-slate-200 pt-5 dark:border-slate-700">
      <fieldset aria-describedby={hintId} data-testid="channel-fields">
        <legend className={fieldLabel}>Marketplace Fields</legend>
        <p id={hintId} className="mb-3 text-xs text-slate-600 dark:text-slate-300">
          Written with each description, in the same generation, and exported into each
          marketplace&apos;s own columns. Available on every plan.
        </p>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {CHANNEL_FIELD_GROUPS.map((group) => (
            <div key={group.marketplace} className="grid content-start gap-2">
              <p className="text-sm font-semibold text-slate-800 dark:text-slate-100">
                {group.marketplace}
              </p>
              {group.fields.map((field) => (
                <label key={field.value} className={checkOption}>
                  <input
                    type="checkbox"
                    className={checkbox}
                    checked={value.includes(field.value)}
                    onChange={(event) =>
                      void save({
                        channelFields: toggleChannelField(value, field.value, event.target.checked),
                      })
                    }
                  />
                  <span>
                    {field.label}{' '}
                    <span className="text-xs text-slate-600 dark:text-slate-300">
                      ({field.hint})
                    </span>
                  </span>
                </label>
              ))}
            </div>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

/**
 * Review mode: new descriptions are drafts until the seller approves them; exports can take
 * approved ones only. A workflow choice, open on every plan. Switching it changes every row's
 * state on the server (drafts when on, none when off), so the table is read again.
 */
function ReviewModeField({
  value,
  save,
}: {
  value: boolean;
  save: (patch: PromptSettingsPatch) => Promise<void>;
}) {
  const client = useApolloClient();
  const hintId = useId();
  return (
    <div className="mt-5 border-t border-slate-200 pt-5 dark:border-slate-700">
      <label className={`${checkOption} font-medium`}>
        <input
          type="checkbox"
          data-testid="review-mode"
          className={checkbox}
          aria-describedby={hintId}
          checked={value}
          onChange={(event) =>
            void save({ reviewMode: event.target.checked }).then(() => refreshItemQueries(client))
          }
        />
        Review descriptions before export
      </label>
      <p id={hintId} className="mt-1 ml-6 text-xs text-slate-600 dark:text-slate-300">
        New descriptions arrive as drafts: approve them, or reject them with a short note
        (&ldquo;shorter&rdquo;, &ldquo;mention the warranty&rdquo;) to have them rewritten. Exports
        can then take approved products only. Turning it off clears every review state. Available on
        every plan.
      </p>
    </div>
  );
}

/** A labelled select over typed options (the enum values the API takes). */
function SelectField<T extends string>(props: {
  id: string;
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div>
      <label htmlFor={props.id} className={fieldLabel}>
        {props.label}
      </label>
      <select
        id={props.id}
        className={selectClass}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as T)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
