import { ContentPage, ContentSection } from '../ui/ContentPage';

const STEPS = [
  {
    title: '1. Bring your products',
    text: 'Add products one by one in the Product Data table, or import a CSV. Each row holds a product name, SKU, details, price and notes: everything the writer should know about the item.',
  },
  {
    title: '2. Set the voice',
    text: 'Open the generation settings to choose a writing style, target audience, tone, length and output language, and name your industry. Settings are saved as you change them.',
  },
  {
    title: '3. Generate',
    text: 'Generate a description for one product or for your whole catalogue. Bulk generation works through the table item by item, and you can watch each row update as it finishes.',
  },
  {
    title: '4. Review and export',
    text: 'Every description can be edited in place or copied with one click. Export the table back to CSV for your store when you are happy with it.',
  },
];

export function HowItWorksPage() {
  return (
    <ContentPage
      title="How It Works"
      lead="From a product table to finished descriptions in four steps."
    >
      {STEPS.map((step) => (
        <ContentSection key={step.title} title={step.title}>
          <p>{step.text}</p>
        </ContentSection>
      ))}
      <ContentSection title="Where we are today">
        <p>
          Quillcart is in beta. The product table, inline editing and generation settings work now;
          marketplace imports for Shopify, Amazon and Etsy and accounts are being finished and will
          appear here as they are released.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
