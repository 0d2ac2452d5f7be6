/** The labels of the clients list's filters and sorts (domain/client-list.ts), translated. */
import type { TFunction } from 'i18next'
import { departments } from '#app/modules/clients/domain/departments'
import { clientKinds, clientSorts, revenueBandKeys } from '#app/modules/clients/domain/client-list'

export const departmentChoices = departments.map((d) => ({ value: d, label: d }))

/** The choices of the clients list's filters (and of the CRM's dynamic lists) in `t`'s language. */
export function clientChoices(t: TFunction) {
  return {
    kindChoices: clientKinds.map((value) => ({
      value,
      label: t(`clients.choices.kind.${value}`),
    })),
    pipeChoices: (['client', 'prospect'] as const).map((value) => ({
      value,
      label: t(`clients.choices.pipe.${value}`),
    })),
    sortChoices: clientSorts.map((value) => ({ value, label: t(`clients.choices.sort.${value}`) })),
    /** Revenue bands (TTC, all time). */
    revenueChoices: revenueBandKeys.map((value) => ({
      value,
      label: t(`clients.choices.revenue.${value}`),
    })),
    departmentChoices,
  }
}
