import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApi, type TestApi } from '#tests/support/api'
import {
  call,
  countMails,
  countShops,
  countUsers,
  freshEmail,
  mailsTo,
  nextIp,
  tokenFromMail,
  userByEmail,
} from './helpers'

let t: TestApi
beforeAll(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => {})
  t = await createTestApi()
})
afterAll(() => t.close())

const msg = {
  needed: 'Ce champ ne peut pas être vide',
  firstName: 'Veuillez renseigner votre prénom',
  lastName: 'Veuillez renseigner votre nom',
  email: 'Le mail est incorrect',
  password: 'Doit contenir une majuscule et plus de 5 caractères',
  terms: "Veuillez accepter les conditions générales d'utilisation",
  adult: 'Veuillez certifier être majeur',
  phone: "Ce numéro n'est pas valide",
  siret: 'Le numéro SIRET doit contenir 14 chiffres valides',
  siren: 'Le numéro SIREN doit contenir 9 chiffres valides',
  mismatch: 'Le SIREN ne correspond pas au SIRET',
  emailTaken: 'Un compte existe déjà avec cette adresse mail.',
  unknownShop: "Cette boutique n'existe pas.",
  created: 'Votre compte a été créé. Un mail vous a été envoyé pour valider votre adresse.',
  badToken: 'Ce lien est invalide ou a expiré.',
  validated: 'Votre compte est validé.',
  resetSent: 'Si un compte correspond à cette adresse, un mail vient de vous être envoyé.',
  resetDone: 'Votre mot de passe a été modifié. Vous pouvez vous connecter.',
  loginFailed: 'Le mail et/ou le mot de passe sont incorrects.',
}

type Kind = 'buyer' | 'seller' | 'agent'

/** Every registration comes from its own address: the per-address limit is not what these tests are about. */
function register(kind: Kind, json: unknown, ip = nextIp()) {
  return t.request(`/v1/auth/register/${kind}`, { method: 'POST', json, ip })
}

function validBody(kind: Kind, email = freshEmail(kind)): Record<string, unknown> {
  const person = {
    firstname: 'Élise',
    lastname: 'Roux',
    email,
    password: 'Motdepasse1',
    acceptTerms: true,
  }
  if (kind === 'buyer') return { ...person, isAdult: true }
  if (kind === 'seller') {
    return {
      ...person,
      phone: '06 12 34 56 78',
      shopName: 'Vignoble Roux',
      businessName: 'EARL Roux',
    }
  }
  return { ...person, phone: '+33 7 12 34 56 78', businessName: 'Roux Diffusion' }
}

async function snapshot() {
  return { users: await countUsers(t), shops: await countShops(t), mails: await countMails(t) }
}

describe('POST /v1/auth/register/buyer', () => {
  it('creates a buyer in shop SOURCE, with a working jwt and a validation mail; the link validates once', async () => {
    const email = freshEmail('acheteur')
    const before = await snapshot()
    const res = await call(
      await register('buyer', { ...validBody('buyer', email), shop: 'SOURCE' }),
    )
    expect(res.status).toBe(201)
    expect(res.body.sucess).toBe(true)
    expect(res.body.message).toBe(msg.created)
    expect(res.body.user).toMatchObject({
      email,
      role: 'buyer',
      firstname: 'Élise',
      lastname: 'Roux',
      username: 'Élise Roux',
      isPro: false,
      validated: false,
    })
    expect(res.body.user.shops).toHaveLength(1)
    expect(res.body.user.shops[0]).toMatchObject({
      id: 1,
      code: 'SOURCE',
      role: 'buyer',
      typology: 'particulier',
    })
    expect(res.body.jwt).toMatch(/^ey/)
    expect(await snapshot()).toEqual({
      users: before.users + 1,
      shops: before.shops,
      mails: before.mails + 1,
    })

    const me = await call(await t.request('/v1/users/me', { token: res.body.jwt }))
    expect(me.status).toBe(200)
    expect(me.body.user.email).toBe(email)
    expect(me.body.user.validated).toBe(false)
    expect(me.body.user.shops[0]).toMatchObject({ id: 1, typology: 'particulier' })

    const mails = await mailsTo(t, email)
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toMatch(/valide/i)
    expect(mails[0].text).toMatch(
      /http:\/\/localhost:3000\/auth\/validate\?token=[A-Za-z0-9_-]{20,}/,
    )
    const token = await tokenFromMail(t, email, '/auth/validate')

    const validated = await call(
      await t.request('/v1/auth/validate', { method: 'POST', json: { token } }),
    )
    expect(validated.status).toBe(200)
    expect(validated.body).toEqual({ sucess: true, message: msg.validated })
    const after = await call(await t.request('/v1/users/me', { token: res.body.jwt }))
    expect(after.body.user.validated).toBe(true)
    expect((await userByEmail(t, email))!.validatedAt).toBeInstanceOf(Date)

    const reuse = await call(
      await t.request('/v1/auth/validate', { method: 'POST', json: { token } }),
    )
    expect(reuse.status).toBe(400)
    expect(reuse.body).toEqual({ sucess: false, message: msg.badToken })
  })

  it('joins the shop named by its url slug, and no shop when none is given', async () => {
    const withSlug = await call(
      await register('buyer', { ...validBody('buyer'), shop: 'maison-martin' }),
    )
    expect(withSlug.status).toBe(201)
    expect(withSlug.body.user.shops.map((s: any) => [s.id, s.typology])).toEqual([
      [2, 'particulier'],
    ])

    const withId = await call(await register('buyer', { ...validBody('buyer'), shop: '1' }))
    expect(withId.status).toBe(201)
    expect(withId.body.user.shops.map((s: any) => s.id)).toEqual([1])

    const without = await call(await register('buyer', validBody('buyer')))
    expect(without.status).toBe(201)
    expect(without.body.user.shops).toEqual([])
  })

  it('an unknown or forged validation token → 400', async () => {
    for (const json of [{ token: 'inconnu' }, { token: '' }, {}]) {
      const res = await call(await t.request('/v1/auth/validate', { method: 'POST', json }))
      expect(res.status).toBe(400)
      expect(res.body.sucess).toBe(false)
      expect(res.body.message).toBe(msg.badToken)
    }
  })

  it('a pro buyer with a SIRET gets the SIREN derived from it', async () => {
    const res = await call(
      await register('buyer', {
        ...validBody('buyer'),
        isPro: true,
        businessName: 'Cave du Coin',
        siret: '732 829 320 00074',
      }),
    )
    expect(res.status).toBe(201)
    expect(res.body.user).toMatchObject({
      isPro: true,
      business: { name: 'Cave du Coin' },
      siret: '73282932000074',
      siren: '732829320',
    })
    const row = await userByEmail(t, res.body.user.email)
    expect(row).toMatchObject({ siret: '73282932000074', siren: '732829320' })
  })

  it('a SIRET with a SIREN that does not match → 400 and nothing written', async () => {
    const before = await snapshot()
    const res = await call(
      await register('buyer', {
        ...validBody('buyer'),
        siret: '73282932000074',
        siren: '552100554',
      }),
    )
    expect(res.status).toBe(400)
    expect(res.body.sucess).toBe(false)
    expect(res.body.message).toBe(msg.mismatch)
    expect(res.body.errors.siret).toEqual([msg.mismatch])
    expect(await snapshot()).toEqual(before)
  })

  it('two simultaneous registrations with one e-mail: one account, the other told 409', async () => {
    const email = freshEmail('course')
    const before = await countUsers(t)
    // Both requests are in flight together: neither is awaited before the other is sent.
    const responses = await Promise.all([
      register('buyer', validBody('buyer', email)),
      register('buyer', validBody('buyer', email.toUpperCase())),
    ])
    const results = await Promise.all(responses.map(call))
    expect(await countUsers(t)).toBe(before + 1)
    const statuses = results.map((r) => r.status).sort()
    expect(statuses).toEqual([201, 409])
    const refused = results.find((r) => r.status !== 201)!
    expect(refused.body).toMatchObject({ sucess: false, message: msg.emailTaken })
  })
})

describe('POST /v1/auth/register/seller', () => {
  it('creates an owner and a shop whose slug comes from the shop name, accents removed', async () => {
    const email = freshEmail('vigneron')
    const before = await snapshot()
    const res = await call(
      await register('seller', {
        ...validBody('seller', email),
        shopName: "Château de l'Élégance",
        siret: '73282932000074',
      }),
    )
    expect(res.status).toBe(201)
    expect(res.body.message).toBe(msg.created)
    expect(res.body.user).toMatchObject({ email, role: 'owner', isPro: true, siren: '732829320' })
    expect(res.body.user.shops).toHaveLength(1)
    const [shopRef] = res.body.user.shops
    expect(shopRef).toMatchObject({
      role: 'owner',
      name: "Château de l'Élégance",
      urlShop: 'chateau-de-l-elegance',
    })
    expect(shopRef.code).toMatch(/^CHATEA\d{1,4}$/)
    expect(await snapshot()).toEqual({
      users: before.users + 1,
      shops: before.shops + 1,
      mails: before.mails + 1,
    })

    const shop = await call(await t.request('/v1/shops/me', { token: res.body.jwt }))
    expect(shop.status).toBe(200)
    expect(shop.body.shop).toMatchObject({
      id: shopRef.id,
      name: "Château de l'Élégance",
      urlShop: 'chateau-de-l-elegance',
      contactEmail: email,
      business: { name: 'EARL Roux', siret: '73282932000074' },
      owner: { id: res.body.user.id, email },
    })
    expect(shop.body.shop.settings.logStartMonth).toBe(1)

    const pub = await call(await t.request('/v1/shops/chateau-de-l-elegance'))
    expect(pub.status).toBe(200)
    expect(pub.body.shop.id).toBe(shopRef.id)
    expect(await tokenFromMail(t, email, '/auth/validate')).toMatch(/^[A-Za-z0-9_-]+$/)
  })

  it('a shop name already taken as a slug gets a numbered slug', async () => {
    const res = await call(
      await register('seller', { ...validBody('seller'), shopName: 'Domaine de la Source' }),
    )
    expect(res.status).toBe(201)
    expect(res.body.user.shops[0].urlShop).toBe('domaine-de-la-source-2')
    expect(res.body.user.shops[0].id).not.toBe(1)
    // The original shop keeps its slug.
    const original = await call(await t.request('/v1/shops/domaine-de-la-source'))
    expect(original.body.shop.id).toBe(1)
  })

  it.each([
    ['Source', 'a slug equal to the public code of shop 1'],
    ['2', 'a slug equal to the id of shop 2'],
  ])("a new shop named '%s' (%s) can be found by its own url slug", async (shopName) => {
    const res = await call(await register('seller', { ...validBody('seller'), shopName }))
    expect(res.status).toBe(201)
    const [shopRef] = res.body.user.shops
    const pub = await call(await t.request(`/v1/shops/${encodeURIComponent(shopRef.urlShop)}`))
    expect(pub.status).toBe(200)
    expect(pub.body.shop).toMatchObject({ id: shopRef.id, name: shopName })
  })
})

describe('POST /v1/auth/register/agent', () => {
  it('creates an agent with no shop, a working jwt and a validation mail', async () => {
    const email = freshEmail('agent')
    const before = await snapshot()
    const res = await call(await register('agent', validBody('agent', email)))
    expect(res.status).toBe(201)
    expect(res.body.message).toBe(msg.created)
    expect(res.body.user).toMatchObject({
      email,
      role: 'agent',
      isPro: true,
      business: { name: 'Roux Diffusion' },
      shops: [],
      validated: false,
    })
    expect(await snapshot()).toEqual({
      users: before.users + 1,
      shops: before.shops,
      mails: before.mails + 1,
    })
    const me = await call(await t.request('/v1/users/me', { token: res.body.jwt }))
    expect(me.status).toBe(200)
    expect(me.body.user.role).toBe('agent')
    // An agent has no shop of their own.
    const shop = await call(await t.request('/v1/shops/me', { token: res.body.jwt }))
    expect(shop.status).toBe(403)
    expect(shop.body.sucess).toBe(false)
  })
})

describe('refused registrations write nothing', () => {
  const without = (body: Record<string, unknown>, key: string) => {
    const { [key]: _dropped, ...rest } = body
    return rest
  }

  const cases: [Kind, string, string, string, (b: Record<string, unknown>) => unknown][] = [
    ['buyer', 'missing firstname', 'firstname', msg.firstName, (b) => without(b, 'firstname')],
    ['buyer', 'blank lastname', 'lastname', msg.lastName, (b) => ({ ...b, lastname: '   ' })],
    ['buyer', 'missing email', 'email', msg.needed, (b) => without(b, 'email')],
    ['buyer', 'bad email', 'email', msg.email, (b) => ({ ...b, email: 'pas-un-mail' })],
    ['buyer', 'missing password', 'password', msg.needed, (b) => without(b, 'password')],
    [
      'buyer',
      'password without capital',
      'password',
      msg.password,
      (b) => ({ ...b, password: 'motdepasse' }),
    ],
    ['buyer', 'password too short', 'password', msg.password, (b) => ({ ...b, password: 'Ab1' })],
    ['buyer', 'terms refused', 'acceptTerms', msg.terms, (b) => ({ ...b, acceptTerms: false })],
    ['buyer', 'terms missing', 'acceptTerms', msg.terms, (b) => without(b, 'acceptTerms')],
    ['buyer', 'not adult', 'isAdult', msg.adult, (b) => ({ ...b, isAdult: false })],
    ['buyer', 'bad phone', 'phone', msg.phone, (b) => ({ ...b, phone: '12345' })],
    [
      'buyer',
      'pro without business name',
      'businessName',
      msg.needed,
      (b) => ({ ...b, isPro: true }),
    ],
    ['buyer', 'bad SIRET', 'siret', msg.siret, (b) => ({ ...b, siret: '12345678901234' })],
    ['buyer', 'bad SIREN', 'siren', msg.siren, (b) => ({ ...b, siren: '123456789' })],
    ['seller', 'missing shop name', 'shopName', msg.needed, (b) => without(b, 'shopName')],
    [
      'seller',
      'blank business name',
      'businessName',
      msg.needed,
      (b) => ({ ...b, businessName: ' ' }),
    ],
    ['seller', 'missing phone', 'phone', msg.needed, (b) => without(b, 'phone')],
    ['seller', 'landline phone', 'phone', msg.phone, (b) => ({ ...b, phone: '01 45 67 89 01' })],
    ['seller', 'bad email', 'email', msg.email, (b) => ({ ...b, email: 'vigneron@' })],
    ['seller', 'terms refused', 'acceptTerms', msg.terms, (b) => ({ ...b, acceptTerms: 'non' })],
    ['seller', 'weak password', 'password', msg.password, (b) => ({ ...b, password: 'abcdefgh' })],
    [
      'seller',
      'SIRET and other SIREN',
      'siret',
      msg.mismatch,
      (b) => ({ ...b, siret: '73282932000074', siren: '552100554' }),
    ],
    ['agent', 'missing lastname', 'lastname', msg.lastName, (b) => without(b, 'lastname')],
    ['agent', 'bad phone', 'phone', msg.phone, (b) => ({ ...b, phone: '06 12' })],
    ['agent', 'missing email', 'email', msg.needed, (b) => ({ ...b, email: '' })],
    ['agent', 'terms missing', 'acceptTerms', msg.terms, (b) => without(b, 'acceptTerms')],
  ]

  it.each(cases)('%s: %s → 400 on %s: %s', async (kind, _label, field, message, change) => {
    const before = await snapshot()
    const body = change(validBody(kind)) as Record<string, unknown>
    const res = await call(await register(kind, body))
    expect(res.status).toBe(400)
    expect(res.body.sucess).toBe(false)
    expect(res.body.message).toBe(message)
    expect(res.body.errors[field]).toContain(message)
    expect(await snapshot()).toEqual(before)
    if (typeof body.email === 'string' && body.email.includes('@exemple.test')) {
      expect(await userByEmail(t, body.email)).toBeNull()
    }
  })

  // Each kind uses other addresses: the per-e-mail registration limit (5 an hour) is not the subject here.
  it.each([
    ['buyer', ['owner@caveau.test', 'OWNER@Caveau.Test', '  Iam@CAVEAU.test ']],
    ['seller', ['Agent@Caveau.test', 'master@caveau.test']],
    ['agent', ['BUYER@caveau.test', 'owner2@CAVEAU.TEST', 'Master@Caveau.Test']],
  ] as const)(
    '%s: an e-mail already used, in any case → 409 and nothing written',
    async (kind, emails) => {
      for (const email of emails) {
        const before = await snapshot()
        const res = await call(await register(kind, validBody(kind, email)))
        expect(res.status).toBe(409)
        expect(res.body).toEqual({
          sucess: false,
          message: msg.emailTaken,
          errors: { email: [msg.emailTaken] },
        })
        expect(await snapshot()).toEqual(before)
      }
    },
  )

  it('an e-mail registered through the API is then taken whatever its case', async () => {
    const email = freshEmail('casse')
    expect((await register('buyer', validBody('buyer', email))).status).toBe(201)
    const before = await snapshot()
    const again = await call(await register('agent', validBody('agent', email.toUpperCase())))
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(msg.emailTaken)
    expect(await snapshot()).toEqual(before)
  })

  it('an unknown shop → 400 and nothing written', async () => {
    for (const shop of ['NOPE', 'domaine-inconnu', '999999']) {
      const before = await snapshot()
      const email = freshEmail('sans-boutique')
      const res = await call(await register('buyer', { ...validBody('buyer', email), shop }))
      expect(res.status).toBe(400)
      expect(res.body).toEqual({
        sucess: false,
        message: msg.unknownShop,
        errors: { shop: [msg.unknownShop] },
      })
      expect(await snapshot()).toEqual(before)
      expect(await userByEmail(t, email)).toBeNull()
    }
  })

  it('a body that is not an object → 400 and nothing written', async () => {
    const before = await snapshot()
    for (const json of [null, [], 'texte', 42]) {
      const res = await call(await register('buyer', json))
      expect(res.status).toBe(400)
      expect(res.body.sucess).toBe(false)
      expect(typeof res.body.message).toBe('string')
    }
    expect(await snapshot()).toEqual(before)
  })
})

describe('password reset', () => {
  const account = 'pro@caveau.test'

  it('forgot-password answers the same for a known and an unknown address; only the known one gets a mail', async () => {
    const mailsBefore = await countMails(t)
    const known = await call(
      await t.request('/v1/auth/forgot-password', {
        method: 'POST',
        json: { email: 'PRO@caveau.test' },
      }),
    )
    const unknown = await call(
      await t.request('/v1/auth/forgot-password', {
        method: 'POST',
        json: { email: 'personne@caveau.test' },
      }),
    )
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(known.body).toEqual({ sucess: true, message: msg.resetSent })
    expect(unknown.body).toEqual(known.body)
    expect(await countMails(t)).toBe(mailsBefore + 1)
    expect(await mailsTo(t, 'personne@caveau.test')).toEqual([])
    const [mail] = (await mailsTo(t, account)).slice(-1)
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/auth\/resetpwd\?token=[A-Za-z0-9_-]{20,}/)
  })

  it('forgot-password with a missing or bad address → 400', async () => {
    const missing = await call(
      await t.request('/v1/auth/forgot-password', { method: 'POST', json: {} }),
    )
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe(msg.needed)
    const bad = await call(
      await t.request('/v1/auth/forgot-password', { method: 'POST', json: { email: 'pro@' } }),
    )
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe(msg.email)
  })

  it('reset-password: a weak password → 400 (token kept), then the new password works and the old one fails', async () => {
    const token = await tokenFromMail(t, account, '/auth/resetpwd')

    const weak = await call(
      await t.request('/v1/auth/reset-password', {
        method: 'POST',
        json: { token, password: 'faible' },
      }),
    )
    expect(weak.status).toBe(400)
    expect(weak.body.sucess).toBe(false)
    expect(weak.body.message).toBe(msg.password)

    const done = await call(
      await t.request('/v1/auth/reset-password', {
        method: 'POST',
        json: { token, password: 'Nouveau1' },
      }),
    )
    expect(done.status).toBe(200)
    expect(done.body).toEqual({ sucess: true, message: msg.resetDone })

    const fresh = await t.login(account, 'Nouveau1')
    expect(fresh.body.user.email).toBe(account)
    const old = await call(
      await t.request('/v1/auth/login', {
        method: 'POST',
        json: { username: account, password: 'Demo1234' },
      }),
    )
    expect(old.status).toBe(401)
    expect(old.body).toEqual({ sucess: false, message: msg.loginFailed })

    const reuse = await call(
      await t.request('/v1/auth/reset-password', {
        method: 'POST',
        json: { token, password: 'Encore1' },
      }),
    )
    expect(reuse.status).toBe(400)
    expect(reuse.body).toEqual({ sucess: false, message: msg.badToken })
    await t.login(account, 'Nouveau1')
  })

  it('reset-password with a bad token → 400, password unchanged', async () => {
    const before = (await userByEmail(t, 'buyer@caveau.test'))!.passwordHash
    for (const token of ['nimportequoi', 'a'.repeat(32)]) {
      const res = await call(
        await t.request('/v1/auth/reset-password', {
          method: 'POST',
          json: { token, password: 'Nouveau1' },
        }),
      )
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ sucess: false, message: msg.badToken })
    }
    const missing = await call(
      await t.request('/v1/auth/reset-password', {
        method: 'POST',
        json: { password: 'Nouveau1' },
      }),
    )
    expect(missing.status).toBe(400)
    expect(missing.body.sucess).toBe(false)
    expect((await userByEmail(t, 'buyer@caveau.test'))!.passwordHash).toBe(before)
  })

  it('a validation token is not a reset token, nor the other way round', async () => {
    const email = freshEmail('jetons')
    const reg = await call(await register('buyer', validBody('buyer', email)))
    expect(reg.status).toBe(201)
    const validateToken = await tokenFromMail(t, email, '/auth/validate')
    const asReset = await call(
      await t.request('/v1/auth/reset-password', {
        method: 'POST',
        json: { token: validateToken, password: 'Nouveau1' },
      }),
    )
    expect(asReset.status).toBe(400)
    expect(asReset.body.message).toBe(msg.badToken)

    expect(
      (await t.request('/v1/auth/forgot-password', { method: 'POST', json: { email } })).status,
    ).toBe(200)
    const resetToken = await tokenFromMail(t, email, '/auth/resetpwd')
    const asValidate = await call(
      await t.request('/v1/auth/validate', { method: 'POST', json: { token: resetToken } }),
    )
    expect(asValidate.status).toBe(400)
    expect(asValidate.body.message).toBe(msg.badToken)
    expect((await userByEmail(t, email))!.validatedAt).toBeNull()
  })
})
