import { describe, expect, it } from 'vitest'
import { senderIdentity } from './campaign-settings'

const key = { domainName: 'domaine-source.fr', keySelector: 'caveau', privateKey: 'PEM' }
const settings = { senderName: 'Domaine de la Source', senderEmail: 'cave@domaine-source.fr' }

describe('senderIdentity', () => {
  it('sends from the shop’s address, signed, when its key is of that domain or a parent', () => {
    expect(senderIdentity({ ...settings, replyTo: null }, key)).toEqual({
      from: '"Domaine de la Source" <cave@domaine-source.fr>',
      dkim: key,
    })
    const sub = { ...settings, senderEmail: 'news@mail.Domaine-Source.fr', replyTo: 'a@b.fr' }
    expect(senderIdentity(sub, key)).toMatchObject({ replyTo: 'a@b.fr', dkim: key })
  })

  it('otherwise lends the platform’s address the shop’s name, answers going to the shop', () => {
    const gmail = { ...settings, senderEmail: 'domaine.source@gmail.com', replyTo: null }
    expect(senderIdentity(gmail, key)).toEqual({
      fromName: 'Domaine de la Source',
      replyTo: 'domaine.source@gmail.com',
    })
    // A look-alike domain is not the key's.
    const lookAlike = { ...settings, senderEmail: 'cave@faux-domaine-source.fr', replyTo: null }
    expect(senderIdentity(lookAlike, key).dkim).toBeUndefined()
    expect(senderIdentity({ ...settings, replyTo: 'compta@domaine-source.fr' }, null)).toEqual({
      fromName: 'Domaine de la Source',
      replyTo: 'compta@domaine-source.fr',
    })
    // No address at all (a shop without a contact e-mail): no Reply-To, and a name without quotes.
    expect(
      senderIdentity({ senderName: 'Le "Clos"\r\nBcc: x', senderEmail: '', replyTo: null }, null),
    ).toEqual({ fromName: 'Le ClosBcc: x' })
  })
})
