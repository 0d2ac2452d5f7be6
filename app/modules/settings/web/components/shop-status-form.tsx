import { Form } from '@remix-run/react'
import { shopStatusIntent } from '#app/modules/settings/domain/shop-status-form'
import { Button } from '#app/ui/button'
import type { ShopStatusView } from '../shop-status.server'
import { readOnlyNote } from './legal-forms'

/**
 * 'Statut de la boutique' (issue 16 §1): the shop's state and one button to switch it. A plain
 * POST with an `intent` (no field to validate), so it works without JavaScript.
 */
export function ShopStatusForm({ settings }: { settings: ShopStatusView }) {
  const { online, editable } = settings
  return (
    <Form method="post" className="space-y-3" data-testid="shop-status-form">
      <input type="hidden" name="intent" value={shopStatusIntent} />
      <input type="hidden" name="online" value={online ? 'false' : 'true'} />
      <h3 className="text-base font-semibold">Statut de la boutique</h3>
      <p className="text-sm" data-testid="shop-status-state">
        Votre boutique est <strong>{online ? 'en ligne' : 'hors ligne'}</strong>.
      </p>
      <p className="text-sm text-gray-700">
        {online
          ? 'Les visiteurs voient votre catalogue et peuvent commander. Hors ligne, ils verront une page « Cette boutique est momentanément fermée » avec vos coordonnées, sans catalogue ni commande ; vos mentions légales et vos conditions de vente restent consultables.'
          : 'Les visiteurs voient une page « Cette boutique est momentanément fermée » avec vos coordonnées : ni catalogue, ni prix, ni commande. Vous et vos collaborateurs voyez toujours la boutique pour la préparer.'}
      </p>
      {editable ? (
        <Button type="submit" variant={online ? 'secondary' : 'primary'}>
          {online ? 'Mettre la boutique hors ligne' : 'Mettre la boutique en ligne'}
        </Button>
      ) : (
        readOnlyNote
      )}
    </Form>
  )
}
