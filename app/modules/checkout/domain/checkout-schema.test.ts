import { describe, expect, it } from 'vitest'
import { checkoutSchema } from './checkout-schema'

const address = {
  name: 'Alice Martin',
  street: '12 rue des Vignes',
  zipcode: '18300',
  city: 'Sancerre',
  country: 'FR',
}
const form = (contact: Record<string, unknown>, delivery: Record<string, unknown> = {}) => ({
  checkoutId: '6f1c2a9e-1b2c-4d5e-8f90-a1b2c3d4e5f6',
  delivery: { ...address, ...delivery },
  contact: {
    lastname: 'Martin',
    firstname: 'Alice',
    email: 'alice@exemple.test',
    phone: '0612345678',
    ...contact,
  },
  acceptTerms: 'on',
  acceptSalesTerms: 'on',
  isAdult: 'on',
  orders: [
    {
      sellerId: '1',
      paymentType: 'transfer',
      products: [{ idTmp: 'a', productId: '1', formatId: '1', vintageId: '1', quantity: '1' }],
    },
  ],
})

describe('the checkout’s business fields', () => {
  it('ignores them for a private buyer, even left over and invalid', () => {
    const parsed = checkoutSchema.safeParse(
      form(
        { buyerType: 'particulier', siret: '123', businessName: 'SARL X' },
        { exciseNumber: 'faux' },
      ),
    )
    expect(parsed.success).toBe(true)
    expect(parsed.data?.contact.siret).toBeUndefined()
    expect(parsed.data?.contact.businessName).toBeUndefined()
    expect(parsed.data?.deliveryAddress.exciseNumber).toBeUndefined()
  })

  it('checks them for a business', () => {
    const parsed = checkoutSchema.safeParse(
      form({ buyerType: 'professionnel', siret: '123' }, { exciseNumber: 'faux' }),
    )
    expect(parsed.success).toBe(false)
    const paths = parsed.error?.issues.map((i) => i.path.join('.'))
    expect(paths).toContain('contact.siret')
    expect(paths).toContain('delivery.exciseNumber')
  })
})
