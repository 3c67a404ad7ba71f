import { useSession } from '../features/auth/hooks/useSession';
import { planName } from '../lib/plans';
import { GuestSessionHistory } from '../features/history/components/GuestSessionHistory';
import { PromptSettingsPanel } from '../features/prompt-settings/components/PromptSettingsPanel';
import { PromoBanner } from '../features/workspace/components/PromoBanner';
import { Workspace } from '../features/workspace/components/Workspace';

/** What the visitor can generate, in words true for them: guests' free one, or the plan's. */
function AllowanceSentence() {
  const { viewer, isSignedIn } = useSession();
  if (!isSignedIn || !viewer || viewer.kind === 'GUEST') {
    return <>Your first description is free, no sign-up needed.</>;
  }
  const { plan, generationsLimit } = viewer.usage;
  return (
    <span data-testid="home-allowance">
      Your {planName(plan)} includes {generationsLimit.toLocaleString()} descriptions a month.
    </span>
  );
}

export function HomePage() {
  return (
    <>
      <PromoBanner />
      <div className="mx-auto max-w-7xl space-y-6 px-3 py-8 sm:px-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            AI Product Description Generator
          </h1>
          <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">
            Keep your products in one table, tune the writing style, and let Quillcart write a
            description for each of them. <AllowanceSentence />
          </p>
        </div>
        <PromptSettingsPanel />
        <Workspace />
        <GuestSessionHistory />
      </div>
    </>
  );
}
