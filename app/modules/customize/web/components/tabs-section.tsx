import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import { Button, buttonClass } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import type { ShopTab } from '#app/modules/catalogue/domain/catalogue'
import { CustomizeSection } from './section'
import { GAMMES_LIST_ID, TabCard, type TabLimits } from './tab-card'

/**
 * The header's tabs (spec 2.9) in one form: every button posts the whole list with the move it
 * asks for, so without JavaScript nothing typed is lost and the server does the work.
 */
export function TabsSection({
  tabs,
  version,
  lastResult,
  gammes,
  limits,
  previewUrl,
  builderUrl,
  readOnly,
  busy,
}: {
  tabs: ShopTab[]
  version: string
  lastResult?: SubmissionResult<string[]>
  gammes: string[]
  limits: TabLimits
  previewUrl: string
  builderUrl: string
  readOnly: boolean
  busy: boolean
}) {
  const [form, fields] = useForm<{ tabs: ShopTab[] }>({
    id: `tabs-${version}`,
    lastResult,
    defaultValue: { tabs },
  })
  const list = fields.tabs.getFieldList()
  const total = tabs.reduce((n, tab) => n + 1 + (tab.children?.length ?? 0), 0)
  const canAdd = total < limits.tabs
  return (
    <CustomizeSection
      id="onglets"
      title="Onglets"
      description={`Les onglets de l’en-tête de la boutique : chacun liste vos articles (filtrés ou non) ou affiche une page de contenu ; ses sous-onglets s’ouvrent dans un menu. ${limits.tabs} onglets au plus, sous-onglets compris.`}
    >
      <p className="flex flex-wrap gap-x-4 gap-y-1">
        <Link to={previewUrl} className="font-medium text-primary-dark underline">
          Voir la boutique
        </Link>
        <Link to={builderUrl} className="font-medium text-primary-dark underline">
          Composer les onglets avec des blocs
        </Link>
      </p>
      <Form method="post" preventScrollReset {...getFormProps(form)} className="space-y-4">
        <fieldset disabled={readOnly} className="space-y-4">
          {/* First in the form, so that Enter in a field saves rather than moves a tab. */}
          <button type="submit" name="op" value="save" className="hidden" tabIndex={-1} />
          <input type="hidden" name="intent" value="tabs" />
          <datalist id={GAMMES_LIST_ID}>
            {gammes.map((g) => (
              <option key={g} value={g} />
            ))}
          </datalist>
          {list.length === 0 ? (
            <p className="text-sm text-gray-600" data-testid="no-tabs">
              Aucun onglet pour l’instant.
            </p>
          ) : null}
          {list.map((field, index) => {
            const children = field.getFieldset().children.getFieldList()
            return (
              <TabCard
                key={field.key}
                field={field}
                path={{ index }}
                count={list.length}
                limits={limits}
                canAdd={canAdd}
                readOnly={readOnly}
              >
                {children.length ? (
                  <div className="space-y-3 border-l-2 border-gray-200 pl-3">
                    {children.map((child, childIndex) => (
                      <TabCard
                        key={child.key}
                        field={child}
                        path={{ index, child: childIndex }}
                        count={children.length}
                        limits={limits}
                        canAdd={canAdd}
                        readOnly={readOnly}
                      />
                    ))}
                  </div>
                ) : null}
              </TabCard>
            )
          })}
          <ErrorList id={fields.tabs.errorId} errors={fields.tabs.errors} />
          <ErrorList id={form.errorId} errors={form.errors} />
          {readOnly ? null : (
            <div className="flex flex-wrap gap-3">
              <Button type="submit" name="op" value="save" disabled={busy}>
                Enregistrer les onglets
              </Button>
              <button
                type="submit"
                name="op"
                value="add"
                disabled={!canAdd || busy}
                className={buttonClass('secondary')}
              >
                Ajouter un onglet
              </button>
            </div>
          )}
        </fieldset>
      </Form>
    </CustomizeSection>
  )
}
