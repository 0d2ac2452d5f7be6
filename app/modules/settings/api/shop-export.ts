/**
 * A shop's full export (issue 16 §1), offered before closing it and at any time after: one ZIP
 * (JSZip, decision 0016) holding every issued document as PDF (the sales area's renderer, the
 * file already stored when there is one) and CSV files of its clients, products, orders, payments,
 * stock and documents, written by the exporters of their areas where they exist. Built by the job
 * 'settings.shop-export' (large shops take a while), kept in `shop_exports`, and announced to the
 * owner by mail.
 */
import { and, asc, desc, eq, isNotNull, ne } from 'drizzle-orm'
import JSZip from 'jszip'
import { userShops } from '#app/modules/accounts/api/users'
import { clientsCsv } from '#app/modules/clients/api/clients-csv'
import { ClientExportQuery } from '#app/modules/clients/contract'
import { ordersCsv } from '#app/modules/checkout/api/orders-csv'
import { documentsCsv } from '#app/modules/sales/api/documents/list'
import { paymentsCsv } from '#app/modules/sales/api/ledger-lists'
import { fileOfDocument } from '#app/modules/sales/api/sales-files'
import { MAX_ATTEMPTS, type JobHandler, type JobHandlers } from '#app/platform/api/jobs'
import { csvField, csvAmount, csvFile } from '#app/platform/api/csv'
import type { Db } from '#app/platform/db/client'
import {
  productFormats,
  products,
  salesDocuments,
  shopExports,
  shops,
  users,
} from '#app/platform/db/schema'
import { parisIsoDay } from '#app/platform/domain/paris-calendar'
import { closingText } from '../domain/closing'

export const SHOP_EXPORT_JOB = 'settings.shop-export'

/** The ZIP's CSV files, by name (the test and the README list the same). */
export const exportCsvNames = [
  'clients.csv',
  'produits.csv',
  'commandes.csv',
  'paiements.csv',
  'stock.csv',
  'documents.csv',
] as const

/** One row per format of each product: what the catalogue sells, at its public price. */
async function productsCsv(db: Db, shopId: number) {
  const rows = await catalogueRows(db, shopId)
  return csvFile([
    [
      'Produit',
      'Couleur',
      'Appellation',
      'Statut',
      'Format',
      'GTIN',
      'Prix public TTC (€)',
      'Stock',
    ],
    ...rows.map((r) => [
      csvField(r.name),
      csvField(r.color ?? ''),
      csvField(r.appellation ?? ''),
      csvField(r.status),
      csvField(r.format),
      csvField(r.gtin ?? ''),
      csvAmount(r.priceCents),
      r.stock === null ? '' : String(r.stock),
    ]),
  ])
}

/** The stock counted per format (formats whose stock the shop does not count are left out). */
async function stockCsv(db: Db, shopId: number) {
  const rows = (await catalogueRows(db, shopId)).filter((r) => r.stock !== null)
  return csvFile([
    ['Produit', 'Format', 'GTIN', 'Stock (unités)'],
    ...rows.map((r) => [
      csvField(r.name),
      csvField(r.format),
      csvField(r.gtin ?? ''),
      String(r.stock),
    ]),
  ])
}

async function catalogueRows(db: Db, shopId: number) {
  const rows = await db
    .select({
      name: products.name,
      color: products.color,
      appellation: products.appellation,
      status: products.status,
      unityValue: productFormats.unityValue,
      container: productFormats.container,
      nameInShop: productFormats.nameInShop,
      gtin: productFormats.gtin,
      priceCents: productFormats.priceCents,
      stock: productFormats.stock,
    })
    .from(productFormats)
    .innerJoin(products, eq(products.id, productFormats.productId))
    .where(eq(products.shopId, shopId))
    .orderBy(asc(products.position), asc(products.id), asc(productFormats.position))
  return rows.map((r) => ({
    ...r,
    format:
      r.nameInShop ||
      [r.container, `${String(r.unityValue).replace('.', ',')} cl`].filter(Boolean).join(' '),
  }))
}

/** A document's PDF name in the ZIP: its number, made safe for every file system. */
const pdfName = (number: string, used: Set<string>) => {
  let name = `documents/${number.replace(/[^A-Za-z0-9_-]+/g, '_')}.pdf`
  for (let n = 2; used.has(name); n += 1) name = name.replace(/(-\d+)?\.pdf$/, `-${n}.pdf`)
  used.add(name)
  return name
}

/**
 * The whole ZIP of a shop, read as `ownerId` (their reach is the shop's: the owner sees every
 * client). Issued documents only: drafts and quotes never issued are not records.
 */
export async function buildShopExport(db: Db, shopId: number, ownerId: number) {
  const owner = (await userShops(db, ownerId)).find((s) => s.id === shopId)
  if (!owner) throw new Error(`${SHOP_EXPORT_JOB}: the user ${ownerId} is not of shop ${shopId}`)
  const zip = new JSZip()
  const issued = await db
    .select({ id: salesDocuments.id, number: salesDocuments.number })
    .from(salesDocuments)
    .where(and(eq(salesDocuments.shopId, shopId), isNotNull(salesDocuments.number)))
    .orderBy(asc(salesDocuments.issuedAt), asc(salesDocuments.id))
  const used = new Set<string>()
  for (const doc of issued) {
    const file = await fileOfDocument(db, doc.id)
    zip.file(pdfName(doc.number!, used), file.bytes)
  }
  const member = { userId: ownerId, shop: owner, agentId: null }
  const csv: Record<(typeof exportCsvNames)[number], string> = {
    'clients.csv': await clientsCsv(db, member, ClientExportQuery.parse({})),
    'produits.csv': await productsCsv(db, shopId),
    'commandes.csv': await ordersCsv(db, { shopId }, {}),
    'paiements.csv': await paymentsCsv(db, shopId, { page: 1, sort: 'receivedAt' }),
    'stock.csv': await stockCsv(db, shopId),
    'documents.csv': await documentsCsv(db, { shopId }, { type: 'all', sort: 'date', dir: 'asc' }),
  }
  for (const name of exportCsvNames) zip.file(name, csv[name])
  const bytes = await zip.generateAsync({
    type: 'uint8array',
    compression: 'DEFLATE',
    compressionOptions: { level: 6 },
  })
  return { bytes, documents: issued.length }
}

/** Builds the export of the row `exportId`, keeps it, then mails the owner who asked. */
const exportJob: JobHandler = async (deps, payload, job) => {
  const exportId = Number.isInteger(payload.exportId) ? (payload.exportId as number) : null
  if (!exportId) throw new Error(`${SHOP_EXPORT_JOB}: charge invalide`)
  const { db } = deps
  const [row] = await db
    .select({
      shopId: shopExports.shopId,
      requestedById: shopExports.requestedById,
      status: shopExports.status,
      shopName: shops.name,
      ownerId: shops.ownerId,
    })
    .from(shopExports)
    .innerJoin(shops, eq(shops.id, shopExports.shopId))
    .where(eq(shopExports.id, exportId))
  if (!row || row.status !== 'queued')
    return console.warn(`${SHOP_EXPORT_JOB}: ${exportId} introuvable`)
  const ownerId = row.requestedById ?? row.ownerId
  if (ownerId === null) throw new Error(`${SHOP_EXPORT_JOB}: pas de propriétaire`)
  let bytes: Uint8Array
  try {
    ;({ bytes } = await buildShopExport(db, row.shopId, ownerId))
  } catch (error) {
    // The last attempt: the tab says it failed and offers a new one (else it stays 'queued').
    if (job.attempt >= MAX_ATTEMPTS)
      await db.update(shopExports).set({ status: 'failed' }).where(eq(shopExports.id, exportId))
    throw error
  }
  const filename = `export-${
    row.shopName
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'boutique'
  }-${parisIsoDay()}.zip`
  const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, ownerId))
  await job.finish(async (tx) => {
    await tx
      .update(shopExports)
      .set({ status: 'ready', filename, bytes, sizeBytes: bytes.length, readyAt: new Date() })
      .where(eq(shopExports.id, exportId))
    // One kept export per shop: the older ones' files go once this one is ready.
    await tx
      .delete(shopExports)
      .where(and(eq(shopExports.shopId, row.shopId), ne(shopExports.id, exportId)))
  })
  if (owner) {
    await deps.mailer.send({
      to: owner.email,
      subject: closingText.mailSubject(row.shopName),
      text: closingText.mailText(
        row.shopName,
        `${deps.config.appUrl}/dashboard/settings?link=account`,
      ),
      key: job.effectKey('mail'),
    })
  }
}

export const shopExportJobs: JobHandlers = { [SHOP_EXPORT_JOB]: exportJob }

/** The shop's latest export, its bytes left out. */
export async function latestExport(db: Db, shopId: number) {
  const [row] = await db
    .select({
      id: shopExports.id,
      status: shopExports.status,
      filename: shopExports.filename,
      sizeBytes: shopExports.sizeBytes,
      createdAt: shopExports.createdAt,
      readyAt: shopExports.readyAt,
    })
    .from(shopExports)
    .where(eq(shopExports.shopId, shopId))
    .orderBy(desc(shopExports.createdAt), desc(shopExports.id))
    .limit(1)
  return row ?? null
}
