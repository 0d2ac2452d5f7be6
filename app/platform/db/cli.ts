/**
 * `npm run db:migrate`, `npm run db:seed` and `npm run secrets:reseal` (after a rotation of
 * SETTINGS_ENCRYPTION_KEY: the shops' secrets sealed again under the new key). Never beside a running server on the same PGlite
 * directory (PGlite has no lock); the server migrates and seeds an empty database by itself.
 */
import { getEnv } from '#app/platform/env.server'
import { createStorage } from '#app/platform/api/storage'
import { openDatabase } from './client'
import { seedDemo } from './seed'
import { resealShopSecrets } from '#app/modules/integrations/api/shop-stripe'
import { resealDkimKeys } from '#app/modules/crm/api/dkim'
import { createSecretBox, parseSecretKey } from '#app/platform/secret-box'

async function main(command: string | undefined) {
  if (command !== 'migrate' && command !== 'seed' && command !== 'reseal-secrets') {
    console.error('Usage: db-cli migrate|seed|reseal-secrets')
    process.exit(2)
  }
  const env = getEnv()
  const database = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
  )
  console.info(`Migrations applied (${database.kind}).`)
  if (command === 'seed') {
    await seedDemo(database.db, { images: createStorage(env) })
    console.info('Demo data in place.')
  }
  if (command === 'reseal-secrets') {
    const previous = env.SETTINGS_ENCRYPTION_KEY_PREVIOUS
    const box = createSecretBox(
      parseSecretKey(env.SETTINGS_ENCRYPTION_KEY)!,
      previous ? [parseSecretKey(previous)!] : [],
    )
    const count =
      (await resealShopSecrets(database.db, box)) + (await resealDkimKeys(database.db, box))
    console.info(`${count} secret(s) sealed again.`)
  }
  await database.close()
}

main(process.argv[2]).catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
