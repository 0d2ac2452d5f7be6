import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import {
  fieldset,
  labelled,
  Select,
  TextArea,
  TextInput,
  type Meta,
} from '#app/modules/catalogue/web/components/fields'
import {
  documentTemplateForm,
  documentTemplateIntent,
  FOOTER_TEXT_MAX,
  logoPlacementLabels,
  logoPlacements,
  TEXT_BLOCK_MAX,
  templateKindLabels,
  templateKinds,
} from '#app/modules/settings/domain/document-template'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import type { DocumentTemplateView } from '../document-template.server'
import { readOnlyNote } from './legal-forms'

/** The action's answer to a refused template form. */
export type DocumentTemplateReply = { form: 'documentTemplate'; result: SubmissionResult<string[]> }

const closingLabels = {
  quote: 'Note de fin des devis',
  invoice: 'Note de fin des factures (et factures d’acompte)',
  deliveryNote: 'Note de fin des bons de livraison',
} as const

/**
 * 'Modèle des documents' (issue 16 §1): the accent colour, the logo's place and the free texts of
 * the shop's quotes, invoices and delivery notes, with a PDF preview of each (the saved template).
 */
export function DocumentTemplateForm({
  settings,
  lastResult,
}: {
  settings: DocumentTemplateView
  lastResult?: SubmissionResult<string[]>
}) {
  const { editable } = settings
  const [form, fields] = useForm({
    id: 'document-template',
    defaultValue: {
      accentColor: settings.accentColor ?? '',
      logoPlacement: settings.logoPlacement,
      headerNote: settings.headerNote,
      footerText: settings.footerText,
      closingNotes: settings.closingNotes,
    },
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: documentTemplateForm }),
  })
  const m = (name: keyof typeof fields) => fields[name] as Meta
  const notes = fieldset(m('closingNotes'))
  return (
    <div className="space-y-4">
      <Form
        method="post"
        {...getFormProps(form)}
        className="space-y-4"
        data-testid="document-template"
      >
        <input type="hidden" name="intent" value={documentTemplateIntent} />
        <h3 className="text-base font-semibold">Modèle des documents</h3>
        <p className="text-sm text-gray-700">
          Les documents émis après l’enregistrement reprennent ce modèle ; ceux déjà émis gardent le
          leur. Les mentions légales (identité, conditions de paiement, pénalités) sont toujours
          imprimées, quel que soit le modèle.
        </p>
        {editable ? null : readOnlyNote}
        <ErrorList id={form.errorId} errors={form.errors} />
        <fieldset disabled={!editable} className="space-y-4">
          <div className="grid gap-x-4 sm:grid-cols-2">
            <TextInput
              meta={m('accentColor')}
              label="Couleur d’accent"
              hint="Au format #RRVVBB, par exemple #7b1e3a ; vide : la couleur de la boutique."
              extra={{ autoComplete: 'off', placeholder: '#7b1e3a', maxLength: 7 }}
            />
            <Select
              meta={m('logoPlacement')}
              label="Position du logo"
              options={labelled(logoPlacements, logoPlacementLabels)}
            />
          </div>
          <TextArea
            meta={m('headerNote')}
            label="Note d’en-tête"
            hint={`Sous l’en-tête, avant les lignes. ${TEXT_BLOCK_MAX} caractères au plus.`}
            rows={3}
          />
          <TextArea
            meta={m('footerText')}
            label="Pied de page"
            hint={`Au bas de chaque page, sous l’identité de l’entreprise. ${FOOTER_TEXT_MAX} caractères au plus.`}
            rows={2}
          />
          {templateKinds.map((kind) => (
            <TextArea
              key={kind}
              meta={notes[kind]}
              label={closingLabels[kind]}
              hint={`Après les totaux et les mentions légales. ${TEXT_BLOCK_MAX} caractères au plus.`}
              rows={2}
            />
          ))}
        </fieldset>
        {editable ? <Button type="submit">Enregistrer le modèle</Button> : null}
      </Form>
      <div className="space-y-2" data-testid="document-previews">
        <h3 className="text-base font-semibold">Aperçu PDF</h3>
        <p className="text-sm text-gray-700">
          Un document d’exemple, sans numéro ni valeur légale, avec le modèle enregistré.
        </p>
        <ul className="flex flex-wrap gap-2">
          {templateKinds.map((kind) => (
            <li key={kind}>
              <a
                href={`/resources/document-preview?kind=${kind}`}
                target="_blank"
                rel="noreferrer"
                className="inline-flex min-h-[44px] items-center rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-800 hover:bg-gray-50"
              >
                Aperçu PDF : {templateKindLabels[kind]}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
