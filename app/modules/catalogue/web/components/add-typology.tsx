import { AddPanel, EditForm, type FormReply } from './edit-form'
import { DecimalInput, Select } from './fields'

/**
 * 'Ajouter une typologie', folded: a name from the spec's list not used yet, prices TTC or HT, a
 * global discount. The price grid page and the settings' typologies tab both post it (as a
 * `newTypologySchema` form); nothing shows when every name is used.
 */
export function AddTypologyPanel({
  id,
  intent,
  available,
  reply,
}: {
  id: string
  intent: string
  available: readonly string[]
  reply?: FormReply
}) {
  if (available.length === 0) return null
  return (
    <AddPanel label="Ajouter une typologie" open={reply?.form === id}>
      <EditForm
        id={id}
        intent={intent}
        defaultValue={{ ttc: 'ht', globalDiscount: '0' }}
        reply={reply}
        submitLabel="Ajouter la typologie"
      >
        {(fields) => (
          <div className="grid gap-x-4 sm:grid-cols-3">
            <Select
              meta={fields.name}
              label="Typologie"
              options={available.map((n) => ({ value: n, label: n }))}
            />
            <Select
              meta={fields.ttc}
              label="Prix affichés"
              options={[
                { value: 'ht', label: 'Hors taxes (HT)' },
                { value: 'ttc', label: 'Toutes taxes comprises (TTC)' },
              ]}
            />
            <DecimalInput meta={fields.globalDiscount} label="Remise globale (%)" />
          </div>
        )}
      </EditForm>
    </AddPanel>
  )
}
