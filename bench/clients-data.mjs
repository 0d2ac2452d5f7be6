/**
 * The clients benchmark's data: on top of the orders benchmark's clients and orders
 * (bench/orders-data.mjs), every bench client gets a billing address in one of a few dozen French
 * towns, professionals a SIRET, one in ten is a prospect, and a few a phone; written in SQL so that
 * 50,000 clients take seconds.
 */
import { sql } from 'drizzle-orm'

/** Towns with their postal codes: the département filter and the city search read them. */
const towns = [
  ['Sancerre', '18300'],
  ['Bourges', '18000'],
  ['Paris', '75011'],
  ['Paris', '75015'],
  ['Lyon', '69003'],
  ['Marseille', '13008'],
  ['Bordeaux', '33000'],
  ['Nantes', '44000'],
  ['Lille', '59000'],
  ['Strasbourg', '67000'],
  ['Toulouse', '31000'],
  ['Nice', '06000'],
  ['Rennes', '35000'],
  ['Dijon', '21000'],
  ['Beaune', '21200'],
  ['Reims', '51100'],
  ['Épernay', '51200'],
  ['Tours', '37000'],
  ['Orléans', '45000'],
  ['Ajaccio', '20000'],
  ['Montpellier', '34000'],
  ['Grenoble', '38000'],
  ['Annecy', '74000'],
  ['Saint-Denis', '97400'],
]

const textArray = (xs) =>
  sql.raw(`(array[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(', ')}])`)

/** Addresses, SIRETs, prospects and phones for the bench clients of `shopId`. */
export async function dressClients(db, shopId) {
  const names = textArray(towns.map((t) => t[0]))
  const codes = textArray(towns.map((t) => t[1]))
  const n = towns.length
  await db.execute(sql`
    update clients c
    set billing_address = jsonb_build_object(
          'address', (c.id % 120 + 1) || ' rue des Vignes',
          'zipcode', ${codes}[1 + c.id % ${sql.raw(String(n))}],
          'city', ${names}[1 + c.id % ${sql.raw(String(n))}],
          'country', 'FR'),
        siret = case when c.is_pro then lpad((732829320 + c.id)::text, 9, '0') || '00017' end,
        siren = case when c.is_pro then lpad((732829320 + c.id)::text, 9, '0') end,
        pipe = case when c.id % 10 = 0 then 'prospect' else 'client' end,
        phone = case when c.id % 4 = 0 then '06' || lpad((c.id % 100000000)::text, 8, '0') end
    where c.shop_id = ${sql.raw(String(Number(shopId)))}
      and c.email like 'client-%@bench.caveau.test'`)
}
