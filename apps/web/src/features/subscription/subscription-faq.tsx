import { ChevronDown } from 'lucide-react';
import { FREE_TRIAL_DAYS } from '@/lib/plans';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';

/** The FAQ's claims (spec §9): trial without card, 30-day money-back, proration, access to period end. */
const FAQ: { question: string; answer: string }[] = [
  {
    question: 'Is there a free trial?',
    answer: `Yes. Every verified account gets a ${FREE_TRIAL_DAYS}-day free trial with full access, and no credit card is needed to start it.`,
  },
  {
    question: 'Can I get my money back?',
    answer:
      'Yes. Every paid plan comes with a 30-day money-back guarantee: contact support within 30 days of paying for a full refund.',
  },
  {
    question: 'What happens when I change plans?',
    answer:
      'Plan changes are prorated. A plan bought during your free trial starts right away; one bought while a paid period is running extends that period.',
  },
  {
    question: 'What happens if I cancel?',
    answer:
      'Cancelling stops renewal only. You keep full access until the end of the billing period you paid for.',
  },
];

export function SubscriptionFaq() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Frequently Asked Questions</CardTitle>
      </CardHeader>
      <CardContent className="divide-y divide-border py-2 sm:py-3">
        {FAQ.map((item) => (
          <details key={item.question} className="group py-3">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown
                className="size-4 shrink-0 text-muted transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <p className="mt-2 text-sm text-muted">{item.answer}</p>
          </details>
        ))}
      </CardContent>
    </Card>
  );
}
