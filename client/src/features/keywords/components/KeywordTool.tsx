import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import type { ResearchKeywordsMutation as ResearchResult } from '../../../__generated__/graphql';
import { INLINE_ERRORS } from '../../../apollo/error-link';
import { Spinner } from '../../../ui/Spinner';
import { fieldLabel, mutedText, primaryButton, textField } from '../../../ui/styles';
import {
  KeywordCategoriesQuery,
  ResearchKeywordsMutation,
  TrendingKeywordsQuery,
} from '../graphql/keywords.graphql';

const NUMBER = new Intl.NumberFormat('en-US');
const TIME = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });
const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide uppercase';
const td = 'px-3 py-2 text-sm';

type Research = ResearchResult['researchKeywords'];

function figure(value: number | null | undefined, suffix = ''): string {
  return value === null || value === undefined ? '—' : `${NUMBER.format(value)}${suffix}`;
}

function word(value: string | null | undefined): string {
  return value ? value.charAt(0) + value.slice(1).toLowerCase() : '—';
}

/** Keyword research for Business users (SPEC §7 keyword service). */
export function KeywordTool() {
  const ids = {
    name: useId(),
    category: useId(),
    description: useId(),
    market: useId(),
    region: useId(),
    error: useId(),
  };
  const [form, setForm] = useState({
    productName: '',
    category: 'general',
    description: '',
    targetMarket: '',
    region: 'US',
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [result, setResult] = useState<Research | null>(null);
  const categories = useQuery(KeywordCategoriesQuery);
  const trending = useQuery(TrendingKeywordsQuery, {
    variables: { category: form.category, limit: 10 },
  });
  const [research, researchState] = useMutation(ResearchKeywordsMutation, {
    context: INLINE_ERRORS,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.productName.trim()) {
      setFormError('Please enter a product name');
      return;
    }
    setFormError(null);
    try {
      const { data } = await research({ variables: { input: form } });
      if (data) setResult(data.researchKeywords);
    } catch (error) {
      setFormError((error as Error).message || 'Keyword research failed. Please try again.');
    }
  };

  const set = (field: keyof typeof form) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  return (
    <div className="space-y-6" data-testid="keyword-tool">
      <div>
        <h2 className="text-xl font-semibold text-slate-900 dark:text-white">Trending Keywords</h2>
        <p className={`mt-1 text-sm ${mutedText}`}>
          Search terms shoppers use for your product, and phrases to work into its description.
          Figures we do not know are shown as —; they are never made up.
        </p>
      </div>

      <form
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        <div>
          <label htmlFor={ids.name} className={fieldLabel}>
            Product Name
          </label>
          <input
            id={ids.name}
            className={textField}
            value={form.productName}
            maxLength={200}
            onChange={(event) => set('productName')(event.target.value)}
            aria-invalid={formError ? true : undefined}
            aria-describedby={formError ? ids.error : undefined}
          />
        </div>
        <div>
          <label htmlFor={ids.category} className={fieldLabel}>
            Category
          </label>
          <select
            id={ids.category}
            className={textField}
            value={form.category}
            onChange={(event) => set('category')(event.target.value)}
          >
            {(categories.data?.keywordCategories ?? [{ id: 'general', label: 'General' }]).map(
              (category) => (
                <option key={category.id} value={category.id}>
                  {category.label}
                </option>
              ),
            )}
          </select>
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={ids.description} className={fieldLabel}>
            Description (optional)
          </label>
          <textarea
            id={ids.description}
            className={textField}
            rows={3}
            maxLength={2000}
            value={form.description}
            onChange={(event) => set('description')(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={ids.market} className={fieldLabel}>
            Target Market (optional)
          </label>
          <input
            id={ids.market}
            className={textField}
            maxLength={200}
            placeholder="e.g. coffee lovers"
            value={form.targetMarket}
            onChange={(event) => set('targetMarket')(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={ids.region} className={fieldLabel}>
            Region (country code)
          </label>
          <input
            id={ids.region}
            className={textField}
            maxLength={2}
            value={form.region}
            onChange={(event) => set('region')(event.target.value.toUpperCase())}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <button
            type="submit"
            className={primaryButton}
            disabled={researchState.loading}
            aria-busy={researchState.loading}
          >
            {researchState.loading && <Spinner label="Researching..." className="h-4 w-4" />}
            Find Keywords
          </button>
          {formError && (
            <p id={ids.error} role="alert" className="text-sm text-red-800 dark:text-red-300">
              {formError}
            </p>
          )}
        </div>
      </form>

      {result && <KeywordResults result={result} />}

      <section aria-labelledby="trending-title" className="space-y-2">
        <h3 id="trending-title" className="font-semibold text-slate-900 dark:text-white">
          Most searched in this category
        </h3>
        {trending.loading && !trending.data ? (
          <Spinner label="Loading trending keywords..." />
        ) : trending.error && !trending.data ? (
          <p className={mutedText}>Trending keywords could not be loaded.</p>
        ) : (trending.data?.trendingKeywords.length ?? 0) === 0 ? (
          <p className={`text-sm ${mutedText}`}>No measured keyword data for this category yet.</p>
        ) : (
          <ol className="list-decimal space-y-1 pl-6 text-sm">
            {trending.data?.trendingKeywords.map((keyword) => (
              <li key={keyword.keyword}>
                {keyword.keyword}{' '}
                <span className={mutedText}>
                  ({figure(keyword.searchVolume)} searches a month
                  {keyword.trend ? `, ${keyword.trend.toLowerCase()}` : ''})
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function KeywordResults({ result }: { result: Research }) {
  return (
    <section aria-label="Keyword results" className="space-y-4" data-testid="keyword-results">
      {result.error && (
        <p
          role={result.success ? 'status' : 'alert'}
          className="rounded-md border border-amber-400 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-600 dark:bg-amber-950/50 dark:text-amber-100"
        >
          {result.error}
        </p>
      )}
      {result.cached && (
        <p className={`text-xs ${mutedText}`}>
          From the last hour&apos;s research ({TIME.format(new Date(result.timestamp))}).
        </p>
      )}
      {result.success && result.keywords.length === 0 && result.suggestions.length === 0 && (
        <p className={mutedText}>No keywords found for this product.</p>
      )}
      {result.keywords.length > 0 && (
        <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
          <table className="min-w-full divide-y divide-slate-200 dark:divide-slate-700">
            <caption className="sr-only">Keywords</caption>
            <thead className="bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
              <tr>
                <th scope="col" className={th}>
                  Keyword
                </th>
                <th scope="col" className={th}>
                  Monthly Searches
                </th>
                <th scope="col" className={th}>
                  Competition
                </th>
                <th scope="col" className={th}>
                  Trend
                </th>
                <th scope="col" className={th}>
                  Relevance
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
              {result.keywords.map((keyword) => (
                <tr key={keyword.keyword}>
                  <td className={`${td} font-medium`}>{keyword.keyword}</td>
                  <td className={td}>{figure(keyword.searchVolume)}</td>
                  <td className={td}>{word(keyword.competition)}</td>
                  <td className={td}>{word(keyword.trend)}</td>
                  <td className={td}>{figure(keyword.relevanceScore, '%')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {result.suggestions.length > 0 && (
        <div>
          <h3 className="font-semibold text-slate-900 dark:text-white">Suggestions</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {result.suggestions.map((suggestion) => (
              <li
                key={suggestion.keyword}
                className="rounded-full border border-slate-300 px-3 py-1 text-sm dark:border-slate-600"
              >
                {suggestion.keyword}
                <span className={`ml-1 text-xs ${mutedText}`}>
                  {suggestion.source === 'AI_GENERATED' ? 'AI' : 'category'}
                  {suggestion.difficulty ? ` · ${suggestion.difficulty.toLowerCase()}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
