import { Link } from 'react-router';
import { ContentPage, ContentSection } from '../ui/ContentPage';

const link = 'font-medium text-indigo-700 underline underline-offset-4 dark:text-indigo-300';
const list = 'list-disc space-y-2 pl-6';

export function HowItWorksPage() {
  return (
    <ContentPage
      title="How It Works"
      lead="From a table of products to finished descriptions, and back into your store."
    >
      <ContentSection title="1. Bring your products">
        <p>
          Every product is a row in the Product Data table: name, SKU, details, price and notes —
          everything the writer should know. Add rows by hand and edit any cell in place, or import
          a file (signed-in users):
        </p>
        <ul className={list}>
          <li>
            <strong>General CSV</strong> with the columns Item Name, Item SKU, Item Details, Item
            Price and Item Notes (download the template from the Import/Export tab).
          </li>
          <li>
            <strong>Shopify</strong> product exports, in the classic and the newer column layout.
            You review which columns become the name, SKU, price, details and notes before anything
            is imported; a product&apos;s variants are summarised in its notes.
          </li>
          <li>
            <strong>Amazon</strong> listing reports as Amazon gives them (tab-separated .txt, or
            .csv/.tsv), including German column names.
          </li>
          <li>
            <strong>Etsy</strong> listing downloads.
          </li>
        </ul>
        <p>
          A file with errors imports nothing and tells you which rows to fix. Rows whose SKU is
          already in your table are skipped, so importing the same file twice adds no duplicates.
        </p>
      </ContentSection>

      <ContentSection title="2. Set the voice">
        <p>
          Open <em>AI Product Description Generation Settings</em> to choose a writing style
          (professional, casual, luxury, technical, creative, minimalist), a target audience, a
          tone, a length between 50 and 500 characters, your industry and the output language
          (English, Spanish, French, German, Italian, Portuguese or Dutch). Custom settings are part
          of the{' '}
          <Link to="/billing-plans" className={link}>
            Pro and Business plans
          </Link>
          ; guests and Free accounts write in the default voice at 150 characters.
        </p>
      </ContentSection>

      <ContentSection title="3. Generate one or all">
        <p>
          Generate a single row, or use <strong>Generate All</strong>. Before it starts, Generate
          All tells you how many generations it will use and how many your plan has left. It then
          works through the table in order, one product about every two seconds, and each row
          updates live as it finishes — you can close the tab and come back. Products that failed
          can be retried on their own. After an import, signed-in users get descriptions written for
          the new products automatically.
        </p>
      </ContentSection>

      <ContentSection title="4. Who writes the text">
        <p>
          Quillcart asks the AI providers configured on its server in a fixed order: Google Gemini,
          then OpenAI, then xAI, then an OpenAI-compatible model server, and finally its built-in
          writer, which composes a description from your own fields without any AI service. If a
          provider is rate-limited, down, slow, or answers with an empty or refused text, the next
          one takes over, and the table shows which provider wrote each description. Provider keys
          live on our server only; they never reach your browser.
        </p>
      </ContentSection>

      <ContentSection title="5. Checked before you see it">
        <ul className={list}>
          <li>
            Length: the text lands between 90% (at least 100 characters) and 110% of your target;
            longer answers are cut at the end of a sentence.
          </li>
          <li>
            Markdown, labels like &quot;Description:&quot; and repeated punctuation are cleaned off.
          </li>
          <li>
            Claim check: numbers, units and materials that appear in the description but nowhere in
            your product&apos;s fields are flagged (&quot;Check: 4K, stainless steel&quot;), so an
            invented detail never slips into your store unnoticed.
          </li>
        </ul>
      </ContentSection>

      <ContentSection title="6. Copy or export">
        <p>
          Copy a description with one click, or export the table as a general CSV or in Shopify,
          Amazon or Etsy format. A file you imported from a marketplace goes back with its other
          columns and variant rows untouched: Quillcart changes only the description (and the SEO
          description for Shopify). Cells that a spreadsheet would run as a formula are written as
          plain text.
        </p>
      </ContentSection>

      <ContentSection title="7. Your history">
        <p>
          Every generation is recorded with the settings it was written with and the provider that
          wrote it. Signed-in users find it under{' '}
          <Link to="/generation-history" className={link}>
            Generation History
          </Link>
          : search by product name or SKU, filter by date, delete records, and export up to 10,000
          of them as CSV, with monthly, weekly and daily totals and a success rate counted from real
          outcomes. A guest&apos;s generations are listed on the home page and move into the account
          on sign-up.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
