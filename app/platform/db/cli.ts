/**
 * `npm run db:migrate` and `npm run db:seed`. Never beside a running server on the same PGlite
 * directory (PGlite has no lock); the server migrates and seeds an empty database by itself.
 */
import { getEnv } from '#app/platform/env.server'
import { createStorage } from '#app/platform/api/storage'
import { openDatabase } from './client'
import { seedDemo } from './seed'

async function main(command: string | undefined) {
  if (command !== 'migrate' && command !== 'seed') {
    console.error('Usage: db-cli migrate|seed')
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
  await database.close()
}

main(process.argv[2]).catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
