import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import { ColorField } from './color-field'
import { HeaderStylePicker } from './header-style-picker'
import { ImageForm } from './image-form'
import { CustomizeSection } from './section'

type Results = Record<string, SubmissionResult<string[]> | undefined>

export type IdentityShop = {
  color: string
  headerStyle: string
  logo: string | null
  banner: string | null
  version: string
}

/** Brand colour, logo placement, logo and banner: what the public header shows (spec 2.9). */
export function IdentitySection({
  shop,
  results,
  readOnly,
  busy,
}: {
  shop: IdentityShop
  results: Results
  readOnly: boolean
  busy: boolean
}) {
  const [form, fields] = useForm({
    id: `identity-${shop.version}`,
    lastResult: results.identity,
  })
  return (
    <CustomizeSection
      id="identite"
      title="Identité visuelle"
      description="La couleur, le logo et la bannière de votre boutique en ligne."
    >
      <Form method="post" preventScrollReset {...getFormProps(form)}>
        <fieldset disabled={readOnly} className="space-y-4">
          <input type="hidden" name="intent" value="identity" />
          <ColorField
            defaultValue={shop.color}
            errors={fields.colorHex.errors ?? fields.color.errors}
            errorId={fields.colorHex.errorId}
          />
          <HeaderStylePicker
            name={fields.headerStyle.name}
            defaultValue={shop.headerStyle}
            color={shop.color}
            errors={fields.headerStyle.errors}
            errorId={fields.headerStyle.errorId}
          />
          <ErrorList id={form.errorId} errors={form.errors} />
          {readOnly ? null : (
            <Button type="submit" disabled={busy}>
              Enregistrer l’apparence
            </Button>
          )}
        </fieldset>
      </Form>
      <div className="grid gap-6 md:grid-cols-2">
        <ImageForm
          target="logo"
          label="Logo"
          hint="Affiché dans l’en-tête de la boutique. JPEG, PNG ou WebP, 5 Mo au plus."
          url={shop.logo}
          version={shop.version}
          results={results}
          readOnly={readOnly}
          busy={busy}
        />
        <ImageForm
          target="banner"
          label="Bannière"
          hint="Affichée en haut de la page d’accueil de la boutique. Format large conseillé."
          url={shop.banner}
          version={shop.version}
          results={results}
          readOnly={readOnly}
          busy={busy}
        />
      </div>
    </CustomizeSection>
  )
}
