import { describe, it, expect } from 'vitest'
import * as z from 'zod'
import {
  addEmailReceiver,
  cardNumber,
  counter,
  cvv,
  date,
  exciseNumber,
  iban,
  description,
  email,
  expiry,
  isValidExpiry,
  isValidPhone,
  keywordMatches,
  link,
  memberCode,
  messages,
  tooLongMessage,
  text,
  maxLength,
  mobilePhoneCountry,
  needed,
  number,
  numberFloat,
  optional,
  parseDate,
  password,
  phone,
  postalCode,
  promoCode,
  string,
  transportFee,
  url,
  username,
  validateEmailReceivers,
  vat,
  vatNumber,
} from './validation'

function messageOf(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value)
  return result.success ? undefined : result.error.issues[0].message
}

function dataOf(schema: z.ZodType, value: unknown): unknown {
  const result = schema.safeParse(value)
  if (!result.success) throw new Error(`unexpected failure: ${result.error.issues[0].message}`)
  return result.data
}

const chars = (n: number, c = 'a') => c.repeat(n)

describe('needed', () => {
  it('accepts and trims a value', () => {
    expect(dataOf(needed(), '  Bordeaux ')).toBe('Bordeaux')
  })
  it.each([undefined, '', '   '])('rejects %j with the French message', (value) => {
    expect(messageOf(needed(), value)).toBe('Ce champ ne peut pas être vide')
  })
  it('takes a custom message for address fields', () => {
    expect(messageOf(needed(messages.city), undefined)).toBe('Veuillez renseigner une ville')
    expect(messageOf(needed(messages.firstName), ' ')).toBe('Veuillez renseigner votre prénom')
  })
})

describe('email', () => {
  it('accepts a valid address', () => {
    expect(dataOf(email(), ' jean@domaine-martin.fr ')).toBe('jean@domaine-martin.fr')
  })
  it.each(['jean', 'jean@', 'jean@domaine', '@domaine.fr', 'jean @domaine.fr'])(
    'rejects %j',
    (value) => {
      expect(messageOf(email(), value)).toBe('Le mail est incorrect')
    },
  )
  it('asks for a value when missing', () => {
    expect(messageOf(email(), undefined)).toBe(messages.needed)
  })
})

describe('counter', () => {
  it('accepts 50 characters', () => {
    expect(messageOf(counter(), chars(50))).toBeUndefined()
  })
  it('rejects 51 characters', () => {
    expect(messageOf(counter(), chars(51))).toBe('Doit contenir au plus 50 caractères')
  })
})

describe('url', () => {
  it.each(['https://caveau.fr', 'http://example.com/path?q=1', 'ftp://files.example.com'])(
    'accepts %s',
    (value) => expect(messageOf(url(), value)).toBeUndefined(),
  )
  it.each(['caveau.fr', 'www.caveau.fr', 'https://', 'http:/caveau.fr', 'https://cave au.fr'])(
    'rejects %s',
    (value) => expect(messageOf(url(), value)).toBe("L'url n'est pas valide"),
  )
})

describe('number', () => {
  it.each([
    ['42', 42],
    ['-7', -7],
    [' 0 ', 0],
    [12, 12],
  ])('parses %j as %d', (value, expected) => {
    expect(dataOf(number(), value)).toBe(expected)
  })
  it.each(['12,5', '12.5', 'abc', '1e3', '--1', 3.5])('rejects %j', (value) => {
    expect(messageOf(number(), value)).toBe('Doit être un nombre')
  })
  it.each([undefined, ''])('asks for a value when %j', (value) => {
    expect(messageOf(number(), value)).toBe(messages.needed)
  })
})

describe('numberFloat', () => {
  it.each([
    ['12,5', 12.5],
    ['12.5', 12.5],
    ['-0,75', -0.75],
    ['3', 3],
    [2.5, 2.5],
  ])('parses %j as %d', (value, expected) => {
    expect(dataOf(numberFloat(), value)).toBe(expected)
  })
  it.each(['12,5,1', '12,', ',5', 'douze', '1 000'])('rejects %j', (value) => {
    expect(messageOf(numberFloat(), value)).toBe('Doit être un nombre')
  })
})

describe('memberCode', () => {
  it('keeps leading zeros', () => {
    expect(dataOf(memberCode(), '00123')).toBe('00123')
  })
  it.each(['12a', '1.5', '-3'])('rejects %j', (value) => {
    expect(messageOf(memberCode(), value)).toBe('Doit être un nombre')
  })
})

describe('link', () => {
  it('accepts letters, digits, underscore, percent and dash', () => {
    expect(messageOf(link(), 'Chateau_Margaux-2020%20')).toBeUndefined()
  })
  it.each(['cave/vins', 'cave vins', 'château', 'a.b'])('rejects %j', (value) => {
    expect(messageOf(link(), value)).toBe(
      'Seuls les lettres, chiffres, tirets, « _ » et « % » sont acceptés',
    )
  })
})

describe('string', () => {
  it.each(['ab', 'é1', 'Cave 12'])('accepts %j', (value) => {
    expect(messageOf(string(), value)).toBeUndefined()
  })
  it.each(['a', '12', '--'])('rejects %j', (value) => {
    expect(messageOf(string(), value)).toBe(
      'Doit contenir au moins une lettre et plus d’un caractère',
    )
  })
})

describe('username', () => {
  it.each(['Jean', 'Jean-Luc', "Jeanne D'Arc", 'Éléonore Müller', 'Zoë Ñúñez'])(
    'accepts %j',
    (value) => {
      expect(messageOf(username(), value)).toBeUndefined()
    },
  )
  it('accepts 50 characters and rejects 51', () => {
    expect(messageOf(username(), chars(50))).toBeUndefined()
    expect(messageOf(username(), chars(51))).toBe(messages.username)
  })
  it.each(['Jean2', 'jean@cave', "'-", 'Jean_Luc'])('rejects %j', (value) => {
    expect(messageOf(username(), value)).toBe(
      'Seuls les lettres et les espaces sont acceptés (50 caractères au plus)',
    )
  })
})

describe('phone', () => {
  const mobiles: [string, string[]][] = [
    [
      'FR',
      [
        '06 12 34 56 78',
        '07.12.34.56.78',
        '+33 6 12 34 56 78',
        '0033 6 12 34 56 78',
        '+33 (0)6 12 34 56 78',
      ],
    ],
    ['BE', ['0470 12 34 56', '+32 470 12 34 56', '0032-470-12-34-56']],
    ['DE', ['0151 23456789', '+49 151 23456789', '+49 170 1234567']],
    ['LU', ['+352 621 123 456', '00352 691 123 456']],
    ['CH', ['079 123 45 67', '+41 79 123 45 67']],
    ['NL', ['06 12345678', '+31 6 12345678']],
    ['ES', ['+34 612 345 678', '0034 712 345 678']],
    ['IT', ['+39 312 345 6789', '0039 347 123 4567']],
    ['GB', ['07700 900123', '+44 7700 900123']],
  ]
  describe.each(mobiles)('%s mobiles', (country, numbers) => {
    it.each(numbers)('accepts %s', (value) => {
      expect(messageOf(phone(), value)).toBeUndefined()
    })
    it('recognizes the country of the international form', () => {
      const international = numbers.find((n) => n.startsWith('+'))!
      expect(mobilePhoneCountry(international)).toBe(country)
    })
  })

  it.each([
    '01 23 45 67 89', // FR landline
    '+33 1 23 45 67 89',
    '+32 2 123 45 67', // BE landline
    '+49 30 12345678', // DE landline
    '+352 27 12 34 56', // LU landline
    '+41 22 123 45 67', // CH landline
    '+31 20 123 4567', // NL landline
    '+34 912 345 678', // ES landline
    '+39 06 1234 5678', // IT landline
    '+44 20 7946 0018', // GB landline
    '+33 6 12 34 56 7', // too short
    '+33 6 12 34 56 789', // too long
    '06 12 34 56 7a',
    '+7 912 345 67 89', // country outside the list
  ])('rejects %s', (value) => {
    expect(messageOf(phone(), value)).toBe("Ce numéro n'est pas valide")
  })

  it('accepts US numbers only with allowUS', () => {
    for (const value of ['+1 212 555 1234', '001 (212) 555-1234']) {
      expect(messageOf(phone(), value)).toBe(messages.phone)
      expect(messageOf(phone({ allowUS: true }), value)).toBeUndefined()
    }
    expect(isValidPhone('(212) 555-1234', { allowUS: true })).toBe(true)
    expect(isValidPhone('+1 012 555 1234', { allowUS: true })).toBe(false)
  })

  it('accepts a French landline (a company’s switchboard) only with frenchLandline', () => {
    for (const value of ['02 48 54 00 00', '+33 2 48 54 00 00', '09 70 00 00 00']) {
      expect(messageOf(phone(), value)).toBe(messages.phone)
      expect(messageOf(phone({ frenchLandline: true }), value)).toBeUndefined()
    }
    expect(isValidPhone('08 00 00 00 00', { frenchLandline: true })).toBe(false)
    expect(isValidPhone('+32 2 48 54 00 00', { frenchLandline: true })).toBe(false)
    expect(isValidPhone('33248540000', { frenchLandline: true })).toBe(false)
  })

  it('can be optional', () => {
    const schema = phone({ optional: true })
    expect(dataOf(schema, undefined)).toBeUndefined()
    expect(dataOf(schema, '')).toBeUndefined()
    expect(messageOf(schema, '01 23 45 67 89')).toBe(messages.phone)
    expect(messageOf(phone(), undefined)).toBe(messages.needed)
  })
})

describe('date', () => {
  it('parses DD/MM/YYYY and ISO strings', () => {
    expect(dataOf(date(), '21/03/2025')).toEqual(new Date(Date.UTC(2025, 2, 21)))
    expect(dataOf(date(), '2025-03-21')).toEqual(new Date(Date.UTC(2025, 2, 21)))
    expect(dataOf(date(), '2025-03-21T10:30:00Z')).toEqual(new Date('2025-03-21T10:30:00Z'))
    expect(dataOf(date(), new Date(Date.UTC(2024, 1, 29)))).toEqual(new Date(Date.UTC(2024, 1, 29)))
  })
  it.each(['31/02/2025', '29/02/2025', '2025-13-01', '21-03-2025', 'demain', '2025-03-21Tnope'])(
    'rejects %j',
    (value) => {
      expect(messageOf(date(), value)).toBe("La date indiquée n'est pas correct")
    },
  )
  it('rejects an invalid Date object', () => {
    expect(parseDate(new Date('nope'))).toBeUndefined()
    expect(messageOf(date(), new Date('nope'))).toBe(messages.date)
  })
  it('accepts 29 February of a leap year', () => {
    expect(parseDate('29/02/2024')).toEqual(new Date(Date.UTC(2024, 1, 29)))
  })
})

describe('postalCode', () => {
  it.each(['33000', 'L-1234', 'SW1A 1AA', '1000', 'AB12345678'])('accepts %j', (value) => {
    expect(messageOf(postalCode(), value)).toBeUndefined()
  })
  it.each(['33000!', 'é1000'])('rejects %j', (value) => {
    expect(messageOf(postalCode(), value)).toBe("Le code postal n'est pas correct")
  })
  it('refuses more than 10 characters with the length message', () => {
    expect(messageOf(postalCode(), '12345678901')).toBe(tooLongMessage(10))
  })
  it('asks for a value when empty', () => {
    expect(messageOf(postalCode(), '')).toBe(messages.needed)
  })
})

describe('password', () => {
  it('accepts 5 characters with an upper and a lower case letter', () => {
    expect(messageOf(password(), 'Abcde')).toBeUndefined()
  })
  it.each(['Abcd', 'abcdef', 'ABCDEF', '12345'])('rejects %j', (value) => {
    expect(messageOf(password(), value)).toBe('Doit contenir une majuscule et plus de 5 caractères')
  })
  it('keeps spaces', () => {
    expect(dataOf(password(), ' Abc ')).toBe(' Abc ')
  })
  it('asks for a value when missing', () => {
    expect(messageOf(password(), undefined)).toBe(messages.needed)
  })
})

describe('description', () => {
  it('rejects 10 characters, accepts 11 and 5000, rejects 5001', () => {
    expect(messageOf(description(), chars(10))).toBe('Doit contenir entre 10 et 5000 caractères')
    expect(messageOf(description(), chars(11))).toBeUndefined()
    expect(messageOf(description(), chars(5000))).toBeUndefined()
    expect(messageOf(description(), chars(5001))).toBe(tooLongMessage(5000))
  })
})

describe('vat', () => {
  it.each(['20', '5,5', '0,01', '99.99'])('accepts %j', (value) => {
    expect(messageOf(vat(), value)).toBeUndefined()
  })
  it.each(['0', '100', '-1', '150'])('rejects %j', (value) => {
    expect(messageOf(vat(), value)).toBe('Doit être compris entre 0 et 100')
  })
  it('parses a comma decimal', () => {
    expect(dataOf(vat(), '5,5')).toBe(5.5)
  })
  it('reports a non-number first', () => {
    expect(messageOf(vat(), 'vingt')).toBe(messages.number)
  })
})

describe('transportFee', () => {
  it.each(['0', '12,5', '24,99'])('accepts %j', (value) => {
    expect(messageOf(transportFee(), value)).toBeUndefined()
  })
  it.each(['25', '-0,01', '30'])('rejects %j', (value) => {
    expect(messageOf(transportFee(), value)).toBe('Doit être compris entre 0 et 25')
  })
})

describe('promoCode', () => {
  it('accepts 15 characters and rejects 16', () => {
    expect(messageOf(promoCode(), chars(15, 'A'))).toBeUndefined()
    expect(messageOf(promoCode(), chars(16, 'A'))).toBe(
      'Le code promo doit contenir au plus 15 caractères',
    )
  })
})

describe('vatNumber', () => {
  it('accepts a European VAT number', () => {
    expect(messageOf(vatNumber(), 'FR40303265045')).toBeUndefined()
  })
  it.each(['F', '12345678'])('rejects %j', (value) => {
    expect(messageOf(vatNumber(), value)).toBe("Le numéro de TVA n'est pas valide")
  })
})

describe('cardNumber', () => {
  it('accepts the 4242 test card and strips spaces', () => {
    expect(dataOf(cardNumber(), '4242 4242 4242 4242')).toBe('4242424242424242')
    expect(messageOf(cardNumber(), '5555555555554444')).toBeUndefined()
    expect(messageOf(cardNumber(), '3782 822463 10005')).toBeUndefined()
  })
  it.each(['4242 4242 4242 4241', '42424242424', '42424242424242424242', '4242-4242-4242-4242'])(
    'rejects %j',
    (value) => {
      expect(messageOf(cardNumber(), value)).toBe('Mauvais numéro de carte')
    },
  )
})

describe('expiry', () => {
  const now = new Date('2025-06-15T10:00:00Z') // June 2025
  it.each(['06/25', '06/2025', '07/25', '01/30', '12 / 2025'])(
    'accepts %j in June 2025',
    (value) => {
      expect(messageOf(expiry({ now }), value)).toBeUndefined()
    },
  )
  it.each(['05/25', '05/2025', '12/24', '13/25', '00/26', '6/25', '0625'])(
    'rejects %j',
    (value) => {
      expect(messageOf(expiry({ now }), value)).toBe("Date d'expiration invalide")
    },
  )
  it('reads the clock at validation time when given a function', () => {
    let current = new Date('2025-06-30T12:00:00Z')
    const schema = expiry({ now: () => current })
    expect(messageOf(schema, '06/25')).toBeUndefined()
    current = new Date('2025-07-01T12:00:00Z')
    expect(messageOf(schema, '06/25')).toBe(messages.expiry)
  })
  it('turns the month at midnight in Paris, whatever the machine’s zone', () => {
    // 30 June, 23:59 in Paris (UTC+2): June still.
    expect(isValidExpiry('06/25', new Date('2025-06-30T21:59:00Z'))).toBe(true)
    // 1 July, 00:30 in Paris, still 30 June in UTC and in Los Angeles: June is over.
    expect(isValidExpiry('06/25', new Date('2025-06-30T22:30:00Z'))).toBe(false)
    // New Year: 00:30 on 1 January 2026 in Paris (UTC+1).
    expect(isValidExpiry('12/25', new Date('2025-12-31T23:30:00Z'))).toBe(false)
    expect(isValidExpiry('12/25', new Date('2025-12-31T22:30:00Z'))).toBe(true)
  })
})

describe('cvv', () => {
  it('accepts 3 digits', () => {
    expect(messageOf(cvv(), '123')).toBeUndefined()
  })
  it.each(['12', '1234', '12a'])('rejects %j', (value) => {
    expect(messageOf(cvv(), value)).toBe('CVV invalide')
  })
})

describe('optional', () => {
  const schema = z.object({ site: optional(url()), count: optional(number()) })
  it('turns empty values into undefined', () => {
    expect(dataOf(schema, {})).toEqual({})
    expect(dataOf(schema, { site: '', count: '  ' })).toEqual({ site: undefined, count: undefined })
  })
  it('still validates filled values', () => {
    expect(messageOf(schema, { site: 'caveau.fr' })).toBe(messages.url)
    expect(dataOf(schema, { count: '3' })).toEqual({ count: 3 })
  })
})

describe('address and contact messages', () => {
  it('are the French texts', () => {
    expect(messages).toMatchObject({
      firstName: 'Veuillez renseigner votre prénom',
      lastName: 'Veuillez renseigner votre nom',
      address: 'Veuillez renseigner une adresse',
      zipCode: 'Veuillez renseigner un code postal',
      city: 'Veuillez renseigner une ville',
      country: 'Veuillez renseigner un pays',
      terms: "Veuillez accepter les conditions générales d'utilisation",
      adult: 'Veuillez certifier être majeur',
      completeProfile: 'Veuillez compléter vos informations',
    })
  })
})

describe('email receivers', () => {
  it('needs at least one address', () => {
    expect(validateEmailReceivers([])).toBe('Veuillez renseigner au moins une adresse mail.')
  })
  it('names the invalid address', () => {
    expect(validateEmailReceivers(['a@cave.fr', 'pas-un-mail'])).toBe(
      'L\'adresse "pas-un-mail" est invalide.',
    )
  })
  it('accepts a list of valid addresses', () => {
    expect(validateEmailReceivers(['a@cave.fr', 'b@cave.fr'])).toBeUndefined()
  })
  it('adds a new valid address', () => {
    expect(addEmailReceiver(['a@cave.fr'], ' b@cave.fr ')).toEqual(['a@cave.fr', 'b@cave.fr'])
  })
  it('keeps the same list for a duplicate (any case) or an invalid address', () => {
    const list = ['a@cave.fr']
    expect(addEmailReceiver(list, 'A@Cave.FR')).toBe(list)
    expect(addEmailReceiver(list, 'invalide')).toBe(list)
  })
})

describe('keywordMatches', () => {
  it('ignores case and spaces', () => {
    expect(keywordMatches(' sup primer ', 'SUPPRIMER')).toBe(true)
    expect(keywordMatches('Mon Domaine', 'mondomaine')).toBe(true)
  })
  it('rejects a different word', () => {
    expect(keywordMatches('supprime', 'SUPPRIMER')).toBe(false)
  })
})

describe('text', () => {
  it('accepts `max` characters and refuses one more with the one length message', () => {
    expect(messageOf(text(maxLength.name), chars(100))).toBeUndefined()
    expect(messageOf(text(maxLength.name), chars(101))).toBe(
      'Ce champ ne peut pas dépasser 100 caractères.',
    )
  })
})

describe('excise number and IBAN', () => {
  it('takes an EU excise number (two letters and 11 characters), French only when asked', () => {
    expect(dataOf(exciseNumber(), 'fr01 8300 E0042')).toBe('FR018300E0042')
    expect(dataOf(exciseNumber('FR'), 'FR018300E0042')).toBe('FR018300E0042')
    expect(messageOf(exciseNumber('FR'), 'DE018300E0042')).toBe(messages.exciseNumber)
    expect(messageOf(exciseNumber(), 'FR018300E004')).toBe(messages.exciseNumber)
  })

  it('keeps an IBAN in groups of four and refuses a wrong key', () => {
    expect(dataOf(iban(), 'fr7630004000031234567890143')).toBe('FR76 3000 4000 0312 3456 7890 143')
    expect(messageOf(iban(), 'FR7630004000031234567890144')).toBe(messages.iban)
  })
})
