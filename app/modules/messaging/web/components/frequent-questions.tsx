import { frequentQuestions } from '#app/modules/messaging/domain/frequent-questions'

/** The short answers of /help, each a <details> (readable without JavaScript). */
export function FrequentQuestions() {
  return (
    <section aria-labelledby="faq-title" className="space-y-2">
      <h2 id="faq-title" className="text-lg font-semibold">
        Questions fréquentes
      </h2>
      {frequentQuestions.map((q) => (
        <details key={q.question} className="rounded-lg border bg-white p-3">
          <summary className="cursor-pointer font-medium">{q.question}</summary>
          <p className="mt-2 text-gray-700">{q.answer}</p>
        </details>
      ))}
    </section>
  )
}
