/**
 * Demo data of a client's several addresses and contacts (issue 17 §1): two business clients of
 * the demo shop get a second delivery address and two contacts. Written once: a client that
 * already has contacts is left as it is.
 */
import { count, eq } from 'drizzle-orm'
import type { Db } from '#app/platform/db/client'
import { clientAddresses, clientContacts } from '#app/platform/db/schema'
import { settleAddresses } from '../client-addresses'

type Book = {
  delivery: {
    label: string
    name: string
    street: string
    zipcode: string
    city: string
    phone: string
  }
  contacts: {
    civility: string
    firstname: string
    lastname: string
    role: string
    email: string
    phone: string
    isMain: boolean
  }[]
}

export const demoAddressBooks: Record<'sancerrois' | 'cellier', Book> = {
  sancerrois: {
    delivery: {
      label: 'Réserve',
      name: 'Cave de l’Auberge',
      street: '4 rue du Pont',
      zipcode: '18300',
      city: 'Saint-Satur',
      phone: '02 48 54 12 41',
    },
    contacts: [
      {
        civility: 'Monsieur',
        firstname: 'Damien',
        lastname: 'Roche',
        role: 'Gérant',
        email: 'damien.roche@auberge-sancerrois.test',
        phone: '06 71 22 34 10',
        isMain: true,
      },
      {
        civility: 'Madame',
        firstname: 'Inès',
        lastname: 'Moreau',
        role: 'Sommelière',
        email: 'ines.moreau@auberge-sancerrois.test',
        phone: '06 71 22 34 11',
        isMain: false,
      },
    ],
  },
  cellier: {
    delivery: {
      label: 'Entrepôt',
      name: 'Le Cellier Nantais – réception',
      street: '15 boulevard de la Prairie-au-Duc',
      zipcode: '44200',
      city: 'Nantes',
      phone: '02 40 48 63 22',
    },
    contacts: [
      {
        civility: 'Madame',
        firstname: 'Gaëlle',
        lastname: 'Jouan',
        role: 'Acheteuse',
        email: 'gaelle.jouan@cellier-nantais.test',
        phone: '06 62 48 63 21',
        isMain: true,
      },
      {
        civility: 'Monsieur',
        firstname: 'Yann',
        lastname: 'Le Goff',
        role: 'Comptable',
        email: 'compta@cellier-nantais.test',
        phone: '02 40 48 63 23',
        isMain: false,
      },
    ],
  },
}

export async function seedAddressBook(db: Db, shopId: number, clientId: number, book: Book) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(clientContacts)
    .where(eq(clientContacts.clientId, clientId))
  if (n > 0) return
  await db.insert(clientAddresses).values({
    shopId,
    clientId,
    kind: 'delivery',
    country: 'FR',
    ...book.delivery,
  })
  await settleAddresses(db, clientId)
  await db.insert(clientContacts).values(book.contacts.map((c) => ({ shopId, clientId, ...c })))
}
