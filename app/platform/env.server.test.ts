import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseSecretKey } from './secret-box'
import { configureEnv, getEnv } from './env.server'

afterEach(() => {
  configureEnv(null)
  vi.restoreAllMocks()
})

describe('secrets made when none is configured', () => {
  it('keeps them beside a data folder, the same at the next start', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'caveau-env-'))
    try {
      configureEnv({ DATA_DIR: path.join(root, 'pglite') })
      const first = getEnv()
      expect(parseSecretKey(first.SETTINGS_ENCRYPTION_KEY)).not.toBeNull()
      expect(fs.readdirSync(root).sort()).toEqual(['secret', 'settings-encryption-key'])
      configureEnv({ DATA_DIR: path.join(root, 'pglite') })
      expect(getEnv().SETTINGS_ENCRYPTION_KEY).toBe(first.SETTINGS_ENCRYPTION_KEY)
      expect(getEnv().SESSION_SECRET).toBe(first.SESSION_SECRET)
    } finally {
      fs.rmSync(root, { recursive: true, force: true })
    }
  })

  it('writes no file for an in-memory database (it would land in the current folder)', () => {
    const write = vi.spyOn(fs, 'writeFileSync')
    configureEnv({ DATA_DIR: 'memory://' })
    const env = getEnv()
    expect(parseSecretKey(env.SETTINGS_ENCRYPTION_KEY)).not.toBeNull()
    expect(env.SESSION_SECRET.length).toBeGreaterThan(20)
    expect(write).not.toHaveBeenCalled()
  })
})
