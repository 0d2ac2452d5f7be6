import type { ReactNode } from 'react'
import { elabelLanguages, languageNames, type ElabelLanguage } from './languages'

/** The page's only styles, inline: no stylesheet, font, script or third-party request. */
export const pageStyle = `
:root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;line-height:1.5;color:#1f2937;background:#fff}
body{margin:0}
main{max-width:40rem;margin:0 auto;padding:1rem 1rem 2rem}
h1{font-size:1.5rem;line-height:1.25;margin:.25rem 0 .75rem}
h2{font-size:1.1rem;margin:1.5rem 0 .5rem;padding-bottom:.25rem;border-bottom:1px solid #d1d5db}
p{margin:.5rem 0}
a{color:#0b5e75}
.shop{margin:0;color:#4b5563;font-size:.9rem}
dl{display:grid;grid-template-columns:minmax(7rem,max-content) 1fr;gap:.3rem 1rem;margin:0}
dt{color:#4b5563}
dd{margin:0}
table{width:100%;border-collapse:collapse}
caption{text-align:left;color:#4b5563;padding-bottom:.25rem}
th,td{padding:.35rem .25rem;border-bottom:1px solid #e5e7eb;vertical-align:top}
th{text-align:left;font-weight:600}
td{text-align:right;white-space:nowrap}
tr.sub th{font-weight:400;padding-left:1.25rem}
.warning{display:flex;gap:.75rem;align-items:center}
.warning svg{flex:none}
.list{padding-left:1.25rem}
.list li{margin:.25rem 0}
nav{margin-top:2rem;font-size:.9rem}
nav ul{list-style:none;padding:0;margin:.25rem 0;display:flex;flex-wrap:wrap;gap:.25rem 1rem}
`.trim()

export type DocumentHead = {
  language: ElabelLanguage
  title: string
  description: string
  /** Absolute; null on error pages, which are not indexed. */
  canonical: string | null
  /** Absolute URL of each language's version, for hreflang links. */
  alternates?: Partial<Record<ElabelLanguage, string>> & { default?: string }
}

export function ElabelDocument({ head, children }: { head: DocumentHead; children: ReactNode }) {
  return (
    <html lang={head.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="referrer" content="no-referrer" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        {head.canonical ? (
          <link rel="canonical" href={head.canonical} />
        ) : (
          <meta name="robots" content="noindex" />
        )}
        {elabelLanguages.map((l) =>
          head.alternates?.[l] ? (
            <link key={l} rel="alternate" hrefLang={l} href={head.alternates[l]} />
          ) : null,
        )}
        {head.alternates?.default ? (
          <link rel="alternate" hrefLang="x-default" href={head.alternates.default} />
        ) : null}
        <style dangerouslySetInnerHTML={{ __html: pageStyle }} />
      </head>
      <body>{children}</body>
    </html>
  )
}

/** Plain links to the same page in each language (`&lang=xx`): no script, no cookie. */
export function LanguageSwitch({
  current,
  label,
  hrefOf,
}: {
  current: ElabelLanguage
  label: string
  hrefOf: (language: ElabelLanguage) => string
}) {
  return (
    <nav aria-label={label}>
      <span>{label}</span>
      <ul>
        {elabelLanguages.map((l) => (
          <li key={l}>
            <a
              href={hrefOf(l)}
              hrefLang={l}
              lang={l}
              aria-current={l === current ? 'page' : undefined}
            >
              {languageNames[l]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
