import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { TextArea, type Meta } from '#app/modules/catalogue/web/components/fields'
import {
  legalNoticeForm,
  legalNoticeIntent,
  LEGAL_NOTICE_MAX,
} from '#app/modules/settings/domain/document-template'
import { ImageForm } from '#app/modules/customize/web/components/image-form'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import type { LegalNoticeTextView, ShopImagesView } from '../document-template.server'
import { readOnlyNote } from './legal-forms'

/** The action's answer to a refused legal notice or image form. */
export type InfosReply = { form: string; result: SubmissionResult<string[]> }

/**
 * 'Mentions légales' (issue 16 §1): the shop's own text, shown as plain text on its public legal
 * notice page under the identity the 'Identité de l’entreprise' form gives.
 */
export function LegalNoticeTextForm({
  settings,
  lastResult,
}: {
  settings: LegalNoticeTextView
  lastResult?: SubmissionResult<string[]>
}) {
  const { editable } = settings
  const [form, fields] = useForm({
    id: 'legal-notice-text',
    defaultValue: { text: settings.text },
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: legalNoticeForm }),
  })
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="space-y-3"
      data-testid="legal-notice-text"
    >
      <input type="hidden" name="intent" value={legalNoticeIntent} />
      <h3 className="text-base font-semibold">Mentions légales</h3>
      <p className="text-sm text-gray-700">
        La page « Mentions légales » de votre boutique affiche l’identité de l’entreprise, puis ce
        texte (médiateur de la consommation, crédits photo…), tel quel, sans mise en forme.
      </p>
      {editable ? null : readOnlyNote}
      <ErrorList id={form.errorId} errors={form.errors} />
      <fieldset disabled={!editable}>
        <TextArea
          meta={fields.text as Meta}
          label="Texte des mentions légales"
          hint={`${LEGAL_NOTICE_MAX.toLocaleString('fr-FR')} caractères au plus.`}
          rows={6}
        />
      </fieldset>
      {editable ? <Button type="submit">Enregistrer les mentions légales</Button> : null}
    </Form>
  )
}

/** The shop's logo and banner, cropped in the browser with JavaScript, sent as chosen without. */
export function ShopImagesSection({
  images,
  reply,
}: {
  images: ShopImagesView
  reply: InfosReply | undefined
}) {
  const results =
    reply && /^(remove-)?image-/.test(reply.form) ? { [reply.form]: reply.result } : {}
  const common = {
    version: `${images.logo ?? ''}|${images.banner ?? ''}`,
    results,
    readOnly: !images.editable,
    busy: false,
    intents: { upload: 'shop-image', remove: 'remove-shop-image' },
  }
  return (
    <section className="space-y-3" data-testid="shop-images" aria-labelledby="shop-images-title">
      <h3 id="shop-images-title" className="text-base font-semibold">
        Logo et bannière
      </h3>
      {images.editable ? null : readOnlyNote}
      <div className="grid gap-6 md:grid-cols-2">
        <ImageForm
          target="logo"
          label="Logo"
          hint="Affiché dans l’en-tête de la boutique et sur vos documents. JPEG, PNG ou WebP, 5 Mo au plus."
          url={images.logo}
          {...common}
        />
        <ImageForm
          target="banner"
          label="Bannière"
          hint="Affichée en haut de la page d’accueil de la boutique. Format large conseillé."
          url={images.banner}
          {...common}
        />
      </div>
    </section>
  )
}
