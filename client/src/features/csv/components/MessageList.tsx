const SHOWN = 8;

/** The first few lines of a long list (validation errors, header warnings) for a toast. */
export function MessageList({ messages }: { messages: string[] }) {
  const more = messages.length - SHOWN;
  return (
    <div className="space-y-1">
      <ul className="list-disc space-y-0.5 pl-4" data-testid="csv-message-list">
        {messages.slice(0, SHOWN).map((message, index) => (
          <li key={index}>{message}</li>
        ))}
      </ul>
      {more > 0 && <p>…and {more} more</p>}
    </div>
  );
}
