import { LanguageSwitch } from './document'
import type { ElabelLabels } from './labels'
import type { ElabelLanguage } from './languages'
import { elabelHref } from '../domain/elabel-href'
import type { ElabelIndex } from './types'

/** Every e-label of a shop: one link per product and vintage. */
export function IndexPage({
  index,
  shop,
  labels,
  language,
  chosen,
  hrefOf,
}: {
  index: ElabelIndex
  /** The shop as the URL names it. */
  shop: string
  labels: ElabelLabels
  language: ElabelLanguage
  /** The visitor picked the language with the switch: the links keep it. */
  chosen: boolean
  hrefOf: (language: ElabelLanguage) => string
}) {
  const links = index.products.flatMap((p) =>
    p.vintages.map((v) => ({
      key: `${p.slug}-${v.id}`,
      href: elabelHref(shop, {
        product: p.slug,
        vintage: String(v.id),
        lang: chosen ? language : null,
      }),
      text: `${p.name} ${v.label || labels.nonVintage}`,
    })),
  )
  return (
    <main>
      <p className="shop">{index.shop.name}</p>
      <h1>{labels.indexTitle}</h1>
      {links.length ? (
        <ul className="list">
          {links.map((l) => (
            <li key={l.key}>
              <a href={l.href}>{l.text}</a>
            </li>
          ))}
        </ul>
      ) : (
        <p>{labels.indexEmpty}</p>
      )}
      <LanguageSwitch current={language} label={labels.language} hrefOf={hrefOf} />
    </main>
  )
}

/** An address that names no e-label. */
export function NotFoundPage({
  labels,
  indexHref,
}: {
  labels: ElabelLabels
  indexHref: string | null
}) {
  return (
    <main>
      <h1>{labels.notFoundTitle}</h1>
      <p>{labels.notFoundText}</p>
      {indexHref ? (
        <p>
          <a href={indexHref}>{labels.notFoundLink}</a>
        </p>
      ) : null}
    </main>
  )
}
