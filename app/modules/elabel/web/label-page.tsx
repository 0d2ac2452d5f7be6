import type { Allergen } from '#app/modules/catalogue/domain/catalogue'
import { allergensOf, ingredientParts } from './allergens'
import { LanguageSwitch } from './document'
import { nutrients, type ElabelLabels } from './labels'
import type { ElabelLanguage } from './languages'
import { alcoholLabel, energyLabel, gramsLabel, negligibleNutrients } from './nutrition'
import type { Elabel } from './types'

/** Category 1–5 in the page's language. */
function categoryLabel(labels: ElabelLabels, category: Elabel['category']): string | null {
  if (category === null) return null
  return labels.categories[category as 1 | 2 | 3 | 4 | 5] ?? String(category)
}

/** "France" for "FR", in the page's language; a country written out stays as it is. */
function countryLabel(language: ElabelLanguage, country: string | null): string | null {
  if (!country) return null
  if (!/^[A-Za-z]{2}$/.test(country)) return country
  try {
    return (
      new Intl.DisplayNames([language], { type: 'region' }).of(country.toUpperCase()) ?? country
    )
  } catch {
    return country
  }
}

function Field({ name, value }: { name: string; value: string | null | undefined }) {
  if (!value) return null
  return (
    <>
      <dt>{name}</dt>
      <dd>{value}</dd>
    </>
  )
}

/** The pregnancy pictogram (a pregnant silhouette, crossed out), drawn inline. */
function PregnancyPictogram({ label }: { label: string }) {
  return (
    <svg width="48" height="48" viewBox="0 0 100 100" role="img" aria-label={label}>
      <circle cx="50" cy="50" r="44" fill="#fff" stroke="#b91c1c" strokeWidth="8" />
      <circle cx="48" cy="23" r="8" fill="#1f2937" />
      <path
        d="M42 34h10c3 0 5 2 5 5l1 9c8 3 12 9 12 16 0 6-4 10-10 10h-3l-1 14h-9l-1-18c-3-1-5-3-5-6l1-25c0-3 1-5 0-5z"
        fill="#1f2937"
      />
      <line x1="19" y1="19" x2="81" y2="81" stroke="#b91c1c" strokeWidth="8" />
    </svg>
  )
}

export function LabelPage({
  elabel,
  labels,
  language,
  hrefOf,
}: {
  elabel: Elabel
  labels: ElabelLabels
  language: ElabelLanguage
  hrefOf: (language: ElabelLanguage) => string
}) {
  // Already as the shop shows it: empty for a name it hides.
  const vintage = elabel.vintage
  const grapes = (elabel.grapes ?? []).filter(Boolean).join(labels.listSeparator)
  const found = allergensOf(elabel.allergens ?? [], elabel)
  const nutrition = elabel.nutrition
  const negligible = nutrition ? negligibleNutrients(nutrition) : []
  // The producer's own words in the reader's language where written, else the French text.
  const ingredients = ingredientParts(labels, {
    ingredientTerms: elabel.ingredientTerms,
    ingredients: elabel.ingredientsByLanguage?.[language] ?? elabel.ingredients,
  })
  return (
    <main>
      <p className="shop">{elabel.owner || elabel.shopName}</p>
      <h1>
        {elabel.productName}
        {vintage ? ` ${vintage}` : ''}
      </h1>

      <h2>{labels.productHeading}</h2>
      <dl>
        <Field name={labels.fields.appellation} value={elabel.appellation} />
        <Field name={labels.fields.category} value={categoryLabel(labels, elabel.category)} />
        <Field name={labels.fields.color} value={elabel.color} />
        <Field name={labels.fields.quality} value={elabel.quality} />
        <Field name={labels.fields.vintage} value={vintage} />
        <Field name={labels.fields.grapes} value={grapes} />
        <Field
          name={labels.fields.alcohol}
          value={typeof elabel.alcohol === 'number' ? alcoholLabel(language, elabel.alcohol) : null}
        />
        <Field name={labels.fields.format} value={elabel.format} />
        <Field name={labels.fields.lot} value={elabel.lot} />
        <Field name={labels.fields.owner} value={elabel.owner || elabel.shopName} />
        <Field name={labels.fields.brand} value={elabel.brand} />
        <Field name={labels.fields.country} value={countryLabel(language, elabel.country)} />
      </dl>

      <h2>{labels.ingredientsHeading}</h2>
      {ingredients ? (
        <p>
          {ingredients.map((part, i) =>
            part.allergen ? <strong key={i}>{part.text}</strong> : part.text,
          )}
        </p>
      ) : (
        <p>{labels.ingredientsMissing}</p>
      )}

      {found.length ? (
        <>
          <h2>{labels.allergensHeading}</h2>
          <p>
            {labels.contains('')}
            {found.map((a: Allergen, i) => (
              <span key={a}>
                {i > 0 ? labels.listSeparator : ''}
                <strong>{labels.allergens[a]}</strong>
              </span>
            ))}
          </p>
        </>
      ) : null}

      <h2>{labels.nutritionHeading}</h2>
      {nutrition ? (
        <>
          <table>
            <caption>{labels.per100ml}</caption>
            <tbody>
              <tr>
                <th scope="row">{labels.energy}</th>
                <td>{energyLabel(language, nutrition)}</td>
              </tr>
              {nutrients.map((n) => (
                <tr key={n} className={n === 'saturatedFat' || n === 'sugars' ? 'sub' : undefined}>
                  <th scope="row">{labels.nutrients[n]}</th>
                  <td>{gramsLabel(language, n, nutrition[n])}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {negligible.length ? (
            <p>{labels.negligible(negligible.map((n) => labels.negligibleNames[n]))}</p>
          ) : null}
        </>
      ) : (
        <p>{labels.nutritionMissing}</p>
      )}

      <h2>{labels.responsibleHeading}</h2>
      <p className="warning">
        <PregnancyPictogram label={labels.pregnancyIcon} />
        <span>{labels.pregnancy}</span>
      </p>
      <p>{labels.moderation}</p>

      <LanguageSwitch current={language} label={labels.language} hrefOf={hrefOf} />
    </main>
  )
}
