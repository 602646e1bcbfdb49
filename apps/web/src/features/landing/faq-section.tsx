import { ChevronDown } from 'lucide-react';
import { FREE_TRIAL_DAYS } from '@/lib/plans';

const QUESTIONS = [
  {
    question: 'Is there a free trial?',
    answer: `Yes. Every plan starts with a ${FREE_TRIAL_DAYS}-day free trial, and no card is needed to begin.`,
  },
  {
    question: 'Do the plans differ in features?',
    answer: 'No. Plus, Premium and Pro all give full access to every screen; they differ only in duration.',
  },
  {
    question: 'What happens when I cancel?',
    answer: 'You keep full access until the end of the period you paid for.',
  },
  {
    question: 'Is Pantau investment advice?',
    answer: 'No. Pantau is an analysis tool. Decisions to buy or sell remain yours.',
  },
];

export function FaqSection() {
  return (
    <section id="faq" className="scroll-mt-20 border-t border-border bg-surface py-20 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 className="text-center text-3xl font-bold tracking-tight">Questions, answered</h2>
        <div className="mt-10 divide-y divide-border rounded-xl border border-border bg-bg">
          {QUESTIONS.map(({ question, answer }) => (
            <details key={question} className="group px-5 py-4 sm:px-6">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium [&::-webkit-details-marker]:hidden">
                {question}
                <ChevronDown
                  className="size-4 shrink-0 text-muted transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <p className="mt-3 text-sm leading-relaxed text-muted">{answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
