/**
 * The orders benchmark's data, written in SQL with `generate_series` so that 100,000 orders take
 * seconds rather than minutes: buyer accounts, clients (some followed by the demo agent), orders
 * spread over three years in every status and kind, their lines from the shop's catalogue, and
 * totals summed from those lines. Works on PostgreSQL and on PGlite alike.
 */
import { sql } from 'drizzle-orm'

const lastnames = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefèvre',
  'Michel',
  'Garcia',
  'David',
  'Bertrand',
  'Roux',
  'Vincent',
  'Fournier',
  'Morel',
  'Girard',
  'André',
  'Mercier',
  'Dupont',
  'Lambert',
  'Bonnet',
  'François',
  'Martinez',
  'Legrand',
  'Garnier',
  'Faure',
  'Rousseau',
  'Blanc',
  'Guérin',
  'Muller',
  'Henry',
  'Roussel',
  'Nicolas',
  'Perrin',
]
const firstnames = [
  'Camille',
  'Léa',
  'Manon',
  'Chloé',
  'Emma',
  'Inès',
  'Jade',
  'Louise',
  'Alice',
  'Claire',
  'Hugo',
  'Lucas',
  'Louis',
  'Gabriel',
  'Arthur',
  'Jules',
  'Paul',
  'Marc',
  'Pierre',
  'Julien',
  'Antoine',
  'Nicolas',
  'Sophie',
  'Isabelle',
  'Nathalie',
  'Philippe',
  'Michel',
  'Anne',
  'Élodie',
  'Thibault',
]
const businesses = [
  'Cave',
  'Restaurant',
  'Bistrot',
  'Épicerie fine',
  'Hôtel',
  'Brasserie',
  'Bar à vins',
  'Caviste',
]

const textArray = (values) =>
  sql.raw(`(array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}])`)

/** An integer written into the SQL: generate_series and CASE need typed values, not parameters. */
const int = (n) => {
  if (!Number.isSafeInteger(Number(n))) throw new Error(`not an integer: ${n}`)
  return sql.raw(String(Number(n)))
}

/** Rows of a raw query, whichever driver ran it. */
export async function rows(db, query) {
  const result = await db.execute(query)
  return Array.isArray(result) ? result : result.rows
}

async function idOf(db, email) {
  const [row] = await rows(db, sql`select id from users where lower(email) = ${email}`)
  if (!row) throw new Error(`the demo seed has no ${email}`)
  return Number(row.id)
}

/**
 * Orders for `shopId` (PostgreSQL: in one transaction, so that setseed() and the inserts share
 * a connection and every run draws the same data). `orders` rows, `clients` clients, one client
 * in `agentEvery` followed by agent@caveau.test.
 */
export async function seedOrders(
  db,
  { shopId, orders, clients = 2000, buyers = 200, agentEvery = 20 },
) {
  const agentId = await idOf(db, 'agent@caveau.test')
  const ownerId = await idOf(db, 'owner@caveau.test')
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.42)`)
    // Buyer accounts for the checkout orders; they never sign in (no usable password).
    await tx.execute(sql`
      insert into users (username, email, password_hash, role, firstname, lastname)
      select ${textArray(firstnames)}[1 + g % ${int(firstnames.length)}] || ' ' || ${textArray(lastnames)}[1 + (g * 7) % ${int(lastnames.length)}],
             'acheteur-' || g || '@bench.caveau.test', 'bench:no-login', 'buyer',
             ${textArray(firstnames)}[1 + g % ${int(firstnames.length)}],
             ${textArray(lastnames)}[1 + (g * 7) % ${int(lastnames.length)}]
      from generate_series(1, ${int(buyers)}) g`)
    // The first `buyers` clients are those accounts; a third are businesses.
    await tx.execute(sql`
      insert into clients (shop_id, user_id, agent_id, is_pro, firstname, lastname, business_name,
                           email, typology, payment_delay, created_at)
      select ${int(shopId)},
             (select u.id from users u where u.email = 'acheteur-' || g || '@bench.caveau.test'),
             case when g % ${int(agentEvery)} = 0 then ${int(agentId)} end,
             g % 3 = 0,
             ${textArray(firstnames)}[1 + (g * 11) % ${int(firstnames.length)}],
             ${textArray(lastnames)}[1 + (g * 7) % ${int(lastnames.length)}],
             case when g % 3 = 0 then ${textArray(businesses)}[1 + g % ${int(businesses.length)}] || ' ' || ${textArray(lastnames)}[1 + (g * 13) % ${int(lastnames.length)}] end,
             'client-' || g || '@bench.caveau.test',
             case when g % 3 = 0 then (array['restaurateur', 'caviste'])[1 + g % 2] else 'particulier' end,
             case when g % 3 = 0 then '30' end,
             now() - interval '1100 days'
      from generate_series(1, ${int(clients)}) g`)
    await insertOrders(tx, { shopId, count: orders, ownerId, spreadDays: 1095 })
  })
  return { agentId, ownerId }
}

/**
 * `count` orders of the shop's bench clients, created over the last `spreadDays` days (ids in
 * date order, as real orders come), then their 1–5 lines and their totals. With `status`, all in
 * that status and of kind 'order' (the invoicing part); otherwise the mix below.
 */
export async function insertOrders(db, { shopId, count, ownerId, spreadDays, status }) {
  const [{ first }] = await rows(db, sql`select coalesce(max(id), 0) + 1 as first from orders`)
  const clientIds = await rows(
    db,
    sql`select min(id) as lo, max(id) as hi from clients where email like 'client-%@bench.caveau.test'`,
  )
  const { lo, hi } = clientIds[0]
  const statusExpr = status
    ? sql`${status}::text`
    : // Older orders are mostly invoiced; the last weeks still hold drafts and pending ones.
      sql.raw(`case
        when r1 < 0.50 then 'invoiced' when r1 < 0.62 then 'validated' when r1 < 0.68 then 'pending'
        when r1 < 0.71 then 'draft' when r1 < 0.75 then 'refused' when r1 < 0.82 then 'cancelled'
        when r1 < 0.89 then 'aborted' when r1 < 0.96 then 'expired' else 'error' end`)
  const kindExpr = status
    ? sql`'order'`
    : sql.raw(`case when r2 < 0.90 then 'order' when r2 < 0.96 then 'sample' else 'future' end`)
  // A few big accounts order far more often than the rest (a squared uniform draw).
  await db.execute(sql`
    insert into orders (shop_id, buyer_id, client_id, status, kind, source, created_by_id, agent_id,
                        delivery_status, payment_delay, typology, ttc, total_ht_cents, tva_cents,
                        shipping_cents, total_ttc_cents, payment_type, payment_status,
                        expected_delivery_at, created_at, updated_at, validated_at)
    select ${int(shopId)}, c.user_id, c.id, s.status, s.kind,
           case when c.user_id is not null then 'shop' else 'backoffice' end,
           case when c.user_id is null then ${int(ownerId)} end,
           case when c.agent_id is not null and s.g % 2 = 0 then c.agent_id end,
           case when s.status = 'invoiced' then (array['delivered', 'delivered', 'shipped', 'pending'])[1 + s.g % 4]
                else 'pending' end,
           c.payment_delay, c.typology, c.typology = 'particulier', 0, 0,
           case when s.kind = 'sample' then 0 else (array[0, 0, 990, 1490, 2290])[1 + s.g % 5] end, 0,
           case when s.kind = 'sample' then 'sample'
                else (array['transfer', 'check', 'bill', 'cb', 'cash', 'transfer'])[1 + s.g % 6] end,
           case when s.status = 'invoiced' and s.g % 5 <> 0 then 'paid' else 'pending' end,
           case when s.kind = 'future' then s.at + interval '180 days' end,
           s.at, s.at,
           case when s.status in ('validated', 'invoiced') then s.at + interval '1 hour' end
    from (
      select g, ${statusExpr} as status, ${kindExpr} as kind, at,
             ${int(lo)} + floor(power(random(), 2) * (${int(hi)} - ${int(lo)} + 1))::integer as client
      from (
        select g, random() as r1, random() as r2,
               now() - ((${int(count)} - g)::float / ${int(count)}) * ${int(spreadDays)} * interval '1 day'
                     - random() * interval '3 hours' as at
        from generate_series(1, ${int(count)}) g
      ) draws
    ) s
    join clients c on c.id = s.client
    order by s.g`)
  // Lines: 1 to 5 per order from the shop's orderable wines, 1 to 12 bottles each; a sample's are free.
  await db.execute(sql`
    with choices as (
      select row_number() over (order by f.id, v.id) as k, p.id as product_id, f.id as format_id,
             v.id as vintage_id, p.name, v.name as vintage_name, f.price_cents
      from products p
      join product_formats f on f.product_id = p.id
      join product_vintages v on v.product_id = p.id
      where p.shop_id = ${int(shopId)}
    ), n as (select count(*)::integer as n from choices)
    insert into order_lines (order_id, product_id, format_id, vintage_id, name, format_label,
                             vintage_name, quantity, unit_price_cents, vat_rate, total_ht_cents,
                             vat_cents, total_ttc_cents, position)
    select l.order_id, c.product_id, c.format_id, c.vintage_id, c.name, '75 cl', c.vintage_name,
           l.quantity, u.unit, 20, round(l.quantity * u.unit / 1.2),
           l.quantity * u.unit - round(l.quantity * u.unit / 1.2), l.quantity * u.unit, l.pos
    from (
      select o.id as order_id, pos, 1 + (o.id * 7 + pos * 13) % n.n as k,
             1 + floor(random() * 12)::integer as quantity,
             case when o.kind = 'sample' then 0 end as free
      from orders o
      cross join n
      cross join lateral generate_series(1, 1 + (o.id * 31) % 5) pos
      where o.id >= ${int(first)}
    ) l
    join choices c on c.k = l.k
    cross join lateral (select coalesce(l.free, c.price_cents) as unit) u`)
  await db.execute(sql`
    update orders o
    set total_ttc_cents = t.ttc + o.shipping_cents,
        total_ht_cents = t.ht + round(o.shipping_cents / 1.2),
        tva_cents = t.vat + o.shipping_cents - round(o.shipping_cents / 1.2)
    from (
      select order_id, sum(total_ttc_cents)::integer as ttc, sum(total_ht_cents)::integer as ht,
             sum(vat_cents)::integer as vat
      from order_lines where order_id >= ${int(first)} group by order_id
    ) t
    where o.id = t.order_id`)
  const [{ last }] = await rows(db, sql`select max(id) as last from orders`)
  return { first: Number(first), last: Number(last) }
}

/** What the scenarios filter on, read from the data rather than assumed. */
export async function pickTargets(db, shopId, agentId) {
  const [big] = await rows(
    db,
    sql`select client_id as id, count(*)::integer as n from orders where shop_id = ${int(shopId)}
        group by client_id order by n desc limit 1`,
  )
  const [median] = await rows(
    db,
    sql`select client_id as id, n from (
          select client_id, count(*)::integer as n, row_number() over (order by count(*)) as r,
                 count(*) over () as total
          from orders where shop_id = ${int(shopId)} group by client_id) x
        where r = total / 2`,
  )
  const [agent] = await rows(
    db,
    sql`select count(*)::integer as n from orders o
        where o.shop_id = ${int(shopId)} and (o.agent_id = ${int(agentId)} or o.client_id in
          (select id from clients where shop_id = ${int(shopId)} and agent_id = ${int(agentId)}))`,
  )
  const [month] = await rows(
    db,
    sql`select to_char(date_trunc('month', now() - interval '2 months'), 'YYYY-MM-DD') as from,
               to_char(date_trunc('month', now() - interval '1 month') - interval '1 day', 'YYYY-MM-DD') as to`,
  )
  return {
    bigClient: { id: Number(big.id), orders: big.n },
    medianClient: { id: Number(median.id), orders: Number(median.n) },
    agentOrders: agent.n,
    month,
  }
}
