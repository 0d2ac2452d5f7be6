import type { ShopHeaderStyle } from '#app/modules/shop/domain/shop-tabs'
import { ErrorList } from '#app/ui/error-list'

export const headerStyleChoices: readonly {
  value: ShopHeaderStyle
  label: string
  hint: string
}[] = [
  {
    value: 'start',
    label: 'En ligne',
    hint: 'Le logo au début de la barre, les onglets à sa suite.',
  },
  { value: 'center', label: 'Centré', hint: 'Le logo au centre, les onglets centrés dessous.' },
  {
    value: 'left',
    label: 'À gauche',
    hint: 'Le logo à gauche, les onglets sur une ligne dessous.',
  },
]

/** A sketch of the public header in each layout: logo block and three tab stubs. */
function Preview({ style, color }: { style: ShopHeaderStyle; color: string }) {
  const logo = <span className="block h-4 w-8 rounded-sm bg-white/90" />
  const tabs = (
    <span className="flex gap-1">
      {[0, 1, 2].map((i) => (
        <span key={i} className="block h-1.5 w-5 rounded-full bg-white/70" />
      ))}
    </span>
  )
  const layout =
    style === 'start'
      ? 'flex-row items-center gap-2'
      : style === 'center'
        ? 'flex-col items-center gap-1.5'
        : 'flex-col items-start gap-1.5'
  return (
    <span
      aria-hidden="true"
      className={`flex h-14 w-full rounded px-2 py-2 ${layout}`}
      style={{ backgroundColor: color }}
    >
      {logo}
      {tabs}
    </span>
  )
}

/** Where the public header puts the logo (spec 2.9): radio cards, each with its sketch. */
export function HeaderStylePicker({
  name,
  defaultValue,
  color,
  errors,
  errorId,
}: {
  name: string
  defaultValue: string
  color: string
  errors?: string[]
  errorId: string
}) {
  return (
    <fieldset aria-describedby={errors?.length ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium text-gray-800">Emplacement du logo</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {headerStyleChoices.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer flex-col gap-2 rounded-md border border-gray-300 p-3 has-[:checked]:border-primary-dark has-[:checked]:ring-2 has-[:checked]:ring-primary-dark"
          >
            <Preview style={choice.value} color={color} />
            <span className="flex items-start gap-2">
              <input
                type="radio"
                name={name}
                value={choice.value}
                defaultChecked={defaultValue === choice.value}
                className="mt-1 h-4 w-4 accent-primary"
              />
              <span>
                <span className="block font-medium text-gray-900">{choice.label}</span>
                <span className="block text-xs text-gray-600">{choice.hint}</span>
              </span>
            </span>
          </label>
        ))}
      </div>
      <ErrorList id={errorId} errors={errors} />
    </fieldset>
  )
}
