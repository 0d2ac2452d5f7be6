import { NavLink } from '@remix-run/react'
import type { Shell } from '#app/platform/web/shell.server'
import { Icon } from '#app/ui/icons'

type Props = { menu: Shell['menu']; createMenu: Shell['createMenu'] }

/** The sections of spec 2.8; entries the viewer may not open were removed on the server. */
export function SidebarNav({ menu, createMenu }: Props) {
  return (
    <nav aria-label="Menu principal" className="space-y-3 text-sm">
      {createMenu.length ? <CreateMenu entries={createMenu} /> : null}
      {menu.map((section, i) => (
        <div key={section.label ?? `s${i}`}>
          {section.label ? (
            <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-gray-500">
              {section.label}
            </p>
          ) : null}
          <ul>
            {section.items.map((item) => (
              <li key={item.label + item.to}>
                {item.external ? (
                  <a
                    href={item.to}
                    target="_blank"
                    rel="noreferrer"
                    className="block rounded px-3 py-1.5 text-gray-800 hover:bg-gray-100"
                  >
                    {item.label}
                  </a>
                ) : (
                  <NavLink
                    to={item.to}
                    end
                    className={({ isActive }) =>
                      `block rounded px-3 py-1.5 ${isActive ? 'bg-primary/10 font-semibold text-primary-dark' : 'text-gray-800 hover:bg-gray-100'}`
                    }
                  >
                    {item.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  )
}

function CreateMenu({ entries }: { entries: Shell['createMenu'] }) {
  const sections = [...new Set(entries.map((e) => e.section))]
  return (
    <details className="group relative px-2">
      <summary className="flex min-h-[44px] cursor-pointer list-none items-center justify-center gap-2 rounded-md bg-primary-dark px-3 font-medium text-white hover:bg-[#0f5566]">
        <Icon name="plus" className="h-5 w-5" />
        Créer
      </summary>
      <div className="mt-2 space-y-2 rounded-md border border-gray-200 bg-white p-2 shadow">
        {sections.map((section) => (
          <div key={section}>
            <p className="px-2 text-xs font-semibold uppercase text-gray-500">{section}</p>
            <ul>
              {entries
                .filter((e) => e.section === section)
                .map((e) => (
                  <li key={e.to}>
                    <NavLink to={e.to} className="block rounded px-2 py-1 hover:bg-gray-100">
                      {e.label}
                    </NavLink>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </div>
    </details>
  )
}
