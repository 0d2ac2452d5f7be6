/**
 * The product's label QR codes. Printing shows only them: every label without JavaScript (the
 * browser's own print), or the one whose 'Imprimer' was pressed with it.
 */
import { Button } from '#app/ui/button'
import { useHydrated } from '#app/platform/web/use-hydrated'
import type { LabelQr } from '#app/modules/catalogue/web/labels.server'
import { Section } from './fields'

const printCss = `@media print {
  body * { visibility: hidden !important; }
  #labels, #labels * { visibility: visible !important; }
  #labels { position: absolute; inset: 0 auto auto 0; width: 100%; border: 0; }
  #labels .no-print { display: none !important; }
  body.print-one #labels li:not(.print-target) { display: none !important; }
}`

export function LabelsSection({ labels, name }: { labels: LabelQr[]; name: string }) {
  const hydrated = useHydrated()
  const printOne = (key: string) => {
    document.querySelectorAll('#labels li').forEach((li) => {
      li.classList.toggle('print-target', li.getAttribute('data-label') === key)
    })
    document.body.classList.add('print-one')
    window.addEventListener('afterprint', () => document.body.classList.remove('print-one'), {
      once: true,
    })
    window.print()
  }
  return (
    <Section title="Étiquettes" id="labels">
      <style>{printCss}</style>
      {labels.length === 0 ? (
        <p className="text-gray-600">
          Donnez un code GTIN à un format pour obtenir le QR code de son étiquette (GS1 Digital
          Link).
        </p>
      ) : (
        <>
          {hydrated ? null : (
            <p className="no-print text-sm text-gray-600">
              Pour imprimer ces QR codes, utilisez la commande Imprimer de votre navigateur : seules
              les étiquettes sont imprimées.
            </p>
          )}
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {labels.map((l) => (
              <li
                key={l.key}
                data-label={l.key}
                className="flex flex-col items-center gap-2 rounded-md border border-gray-200 p-3 text-center"
              >
                <p className="text-sm font-medium">
                  {name} — {l.formatLabel} — {l.vintage}
                </p>
                <div
                  role="img"
                  aria-label={`QR code de ${l.link}`}
                  className="h-40 w-40"
                  dangerouslySetInnerHTML={{ __html: l.svg }}
                />
                <a href={l.link} className="break-all text-xs text-primary-dark underline">
                  {l.link}
                </a>
                <p className="text-xs text-gray-600">GTIN {l.gtin}</p>
                {hydrated ? (
                  <Button
                    type="button"
                    variant="secondary"
                    className="no-print"
                    onClick={() => printOne(l.key)}
                  >
                    Imprimer
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  )
}
