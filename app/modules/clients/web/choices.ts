/** The French labels of the clients list's filters and sorts (domain/client-list.ts). */
import { departments } from '#app/modules/clients/domain/departments'
import { revenueBands, type ClientSort } from '#app/modules/clients/domain/client-list'

export const kindChoices = [
  { value: 'private', label: 'Particuliers' },
  { value: 'pro', label: 'Professionnels' },
] as const

export const pipeChoices = [
  { value: 'client', label: 'Clients' },
  { value: 'prospect', label: 'Prospects' },
] as const

export const sortChoices: readonly { value: ClientSort; label: string }[] = [
  { value: 'name', label: 'Nom, de A à Z' },
  { value: '-name', label: 'Nom, de Z à A' },
  { value: '-createdAt', label: 'Les plus récents' },
  { value: 'createdAt', label: 'Les plus anciens' },
  { value: 'city', label: 'Ville, de A à Z' },
  { value: '-city', label: 'Ville, de Z à A' },
  { value: '-lastOrder', label: 'Dernière commande, la plus récente' },
  { value: 'lastOrder', label: 'Dernière commande, la plus ancienne' },
  { value: '-revenue', label: 'Chiffre d’affaires, le plus élevé' },
  { value: 'revenue', label: 'Chiffre d’affaires, le plus faible' },
]

/** Revenue bands (TTC, all time), for the list's filter. */
export const revenueChoices = Object.entries(revenueBands).map(([value, b]) => ({
  value,
  label: b.label,
}))

export const departmentChoices = departments.map((d) => ({ value: d, label: d }))
