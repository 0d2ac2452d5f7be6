/** The tabs whose content comes with another module: each shows its text only. */
import { comingTab } from './tab.server'

export const rolesTab = comingTab(
  'roles',
  'Rôles',
  'Les rôles et les droits de vos collaborateurs arrivent avec le module Équipe.',
)
export const accountingTab = comingTab(
  'accounting',
  'Comptabilité',
  'Les comptes et journaux comptables par défaut arrivent avec le module Comptabilité.',
)
