import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../ui/toast';
import { formatDate } from '../../billing';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { CopyIcon } from '../../../ui/Icons';
import { Spinner } from '../../../ui/Spinner';
import {
  fieldLabel,
  mutedText,
  primaryButton,
  secondaryButton,
  textField,
} from '../../../ui/styles';
import { LoadError } from '../../../ui/LoadError';
import {
  ApiTokensQuery,
  CreateApiTokenMutation,
  RevokeApiTokenMutation,
} from '../graphql/api-tokens.graphql';

interface Token {
  id: string;
  name: string;
}

/** Business users' personal API tokens: list, create (secret shown once), revoke. */
export function ApiTokensSection() {
  const { data, loading, error, refetch } = useQuery(ApiTokensQuery);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [revoking, setRevoking] = useState<Token | null>(null);
  const ids = { name: useId(), nameError: useId(), secret: useId() };

  const [createToken, createState] = useMutation(CreateApiTokenMutation, {
    refetchQueries: [ApiTokensQuery],
  });
  const [revokeToken, revokeState] = useMutation(RevokeApiTokenMutation, {
    update(cache, { data: result }) {
      const id = result?.revokeApiToken;
      if (id) cache.evict({ id: cache.identify({ __typename: 'ApiToken', id }) });
      cache.gc();
    },
  });

  const onCreate = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError('Please enter a name for the token');
      return;
    }
    setNameError(null);
    try {
      const { data: result } = await createToken({ variables: { name: trimmed } });
      if (result) {
        setCreated({
          name: result.createApiToken.apiToken.name,
          token: result.createApiToken.token,
        });
        setName('');
      }
    } catch {
      // The error link showed the server's message.
    }
  };

  const onRevoke = async () => {
    if (!revoking) return;
    try {
      await revokeToken({ variables: { id: revoking.id } });
      toast.success(`Token "${revoking.name}" revoked`);
      setRevoking(null);
    } catch {
      // The error link showed the server's message.
    }
  };

  const copySecret = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.token);
      toast.success('Token copied');
    } catch {
      toast.error('Could not copy: select the token and copy it by hand');
    }
  };

  const tokens = data?.apiTokens ?? [];

  return (
    <div className="space-y-5" data-testid="api-tokens">
      <p className={`text-sm ${mutedText}`}>
        Use a token as <code className="font-mono">Authorization: Bearer …</code> to call the
        GraphQL API from your own scripts.
      </p>

      {created && (
        <div
          role="status"
          data-testid="api-token-created"
          className="space-y-2 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950 dark:border-amber-600 dark:bg-amber-950/50 dark:text-amber-100"
        >
          <p className="font-semibold">
            Copy your new token “{created.name}” now: it will not be shown again.
          </p>
          <label htmlFor={ids.secret} className="sr-only">
            New API token
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id={ids.secret}
              readOnly
              value={created.token}
              onFocus={(event) => event.target.select()}
              className={`${textField} mt-0 min-w-0 flex-1 font-mono`}
            />
            <button type="button" className={secondaryButton} onClick={() => void copySecret()}>
              <CopyIcon />
              Copy
            </button>
          </div>
          <button
            type="button"
            className="text-sm font-medium underline underline-offset-4"
            onClick={() => setCreated(null)}
          >
            I have copied it
          </button>
        </div>
      )}

      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => void onCreate(event)}
        noValidate
      >
        <div className="min-w-0 flex-1">
          <label htmlFor={ids.name} className={fieldLabel}>
            Token name
          </label>
          <input
            id={ids.name}
            type="text"
            placeholder="e.g. Catalogue sync script"
            value={name}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? ids.nameError : undefined}
            className={textField}
          />
        </div>
        <button
          type="submit"
          className={primaryButton}
          disabled={createState.loading}
          aria-busy={createState.loading}
        >
          {createState.loading && <Spinner label="Creating..." className="h-4 w-4" />}
          Create Token
        </button>
        {nameError && (
          <p
            id={ids.nameError}
            role="alert"
            className="w-full text-sm text-red-800 dark:text-red-300"
          >
            {nameError}
          </p>
        )}
      </form>

      {loading && !data ? (
        <Spinner label="Loading tokens..." />
      ) : error && !data ? (
        <LoadError message="Your tokens could not be loaded." onRetry={refetch} />
      ) : tokens.length === 0 ? (
        <p className={mutedText}>You have no API tokens yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
          {tokens.map((token) => (
            <li key={token.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900 dark:text-white">{token.name}</p>
                <p className={`text-xs ${mutedText}`}>
                  <span className="font-mono">{token.tokenPrefix}…</span> · created{' '}
                  {formatDate(token.createdAt)} ·{' '}
                  {token.lastUsedAt ? `last used ${formatDate(token.lastUsedAt)}` : 'never used'}
                </p>
              </div>
              <button
                type="button"
                className={secondaryButton}
                onClick={() => setRevoking({ id: token.id, name: token.name })}
                aria-label={`Revoke token ${token.name}`}
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke this token?"
        description={
          <p>Scripts using “{revoking?.name}” stop working at once. This cannot be undone.</p>
        }
        confirmLabel="Revoke token"
        busy={revokeState.loading}
        onConfirm={() => void onRevoke()}
      />
    </div>
  );
}
