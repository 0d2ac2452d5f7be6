/**
 * The demo year of Domaine de la Source as plain data: its legal identity, the clients its staff
 * entered (people, restaurants, wine shops, two buying groups) and the pieces the activity is
 * drawn from. No database import here, so that tests can read the facts without opening one.
 * Every name, business and address is invented; mail addresses end in @exemple.test.
 */
import type { Address, ShopLegal } from '#app/platform/db/schema'

/** The shop's legal identity, printed on every document it issues (DOMAIN.md §3). */
export const sourceLegal: ShopLegal = {
  legalName: 'SCEA Domaine de la Source',
  legalForm: 'SCEA',
  capitalCents: 15_000_000,
  siret: siretOf('41234567'),
  rcsCity: 'Bourges',
  vatNumber: vatNumberOf(siretOf('41234567').slice(0, 9)),
  exciseNumber: 'FR018300E0042',
  address: {
    name: 'Domaine de la Source',
    street: '4 chemin des Caillottes',
    zipcode: '18300',
    city: 'Sancerre',
    country: 'FR',
  },
  phone: '02 48 54 00 00',
  email: 'contact@domaine-de-la-source.test',
  iban: 'FR76 3000 4000 0312 3456 7890 143',
  bic: 'BNPAFRPPXXX',
  latePenaltyRate: 12.15,
  paymentDelay: '30',
}

/** The second demo shop's legal identity (a spirits house), for its legal notice and documents. */
export const martinLegal: ShopLegal = {
  legalName: 'SAS Maison Martin',
  legalForm: 'SAS',
  capitalCents: 5_000_000,
  siret: siretOf('52345678'),
  rcsCity: 'Cognac',
  vatNumber: vatNumberOf(siretOf('52345678').slice(0, 9)),
  exciseNumber: 'FR016100E0117',
  address: {
    name: 'Maison Martin',
    street: '12 quai des Chais',
    zipcode: '16100',
    city: 'Cognac',
    country: 'FR',
  },
  phone: '05 45 82 00 00',
  email: 'contact@maison-martin.test',
  latePenaltyRate: 12.15,
  paymentDelay: '30',
}

/** Luhn check digit that completes `body`. */
export function luhnDigit(body: string): string {
  for (let d = 0; d <= 9; d++) {
    const digits = body + d
    let sum = 0
    for (let i = 0; i < digits.length; i++) {
      let n = Number(digits[digits.length - 1 - i])
      if (i % 2 === 1) n = n * 2 > 9 ? n * 2 - 9 : n * 2
      sum += n
    }
    if (sum % 10 === 0) return String(d)
  }
  throw new Error('unreachable')
}

/** A SIRET valid by Luhn: SIREN (8 digits + key) and a head-office NIC "0001x". */
export function siretOf(sirenBody: string): string {
  const siren = sirenBody + luhnDigit(sirenBody)
  const nicBody = `${siren}0001`
  return nicBody + luhnDigit(nicBody)
}

/** French intra-community VAT number: FR, key (12 + 3 × (SIREN mod 97)) mod 97, SIREN. */
export function vatNumberOf(siren: string): string {
  const key = (12 + 3 * (Number(siren) % 97)) % 97
  return `FR${String(key).padStart(2, '0')}${siren}`
}

export type SeedClient = {
  /** Stable handle the activity refers to. */
  key: string
  typology: 'particulier' | 'restaurateur' | 'caviste'
  civility: string
  firstname: string
  lastname: string
  businessName?: string
  /** 8 digits: the SIREN's body, its key computed (pros only). */
  siren?: string
  exciseNumber?: string
  phone: string
  address: Omit<Address, 'country'>
  /** A second address the goods go to (a restaurant's kitchen door, a shop's storeroom). */
  deliveryAddress?: Omit<Address, 'country'>
  /** Within the cap of L441-11 for spirits (the demo's pros buy them): 30 days at most. */
  paymentDelay?: string
  /** Followed by agent@caveau.test. */
  agent?: boolean
  notes?: string
}

const p = (
  key: string,
  civility: string,
  firstname: string,
  lastname: string,
  street: string,
  zipcode: string,
  city: string,
  phone: string,
  extra: Partial<SeedClient> = {},
): SeedClient => ({
  key,
  typology: 'particulier',
  civility,
  firstname,
  lastname,
  phone,
  address: { street, zipcode, city },
  ...extra,
})

export const seedClients: SeedClient[] = [
  // ------------------------------------------------------------ private customers
  p(
    'rousseau',
    'Madame',
    'Camille',
    'Rousseau',
    '14 rue des Tanneurs',
    '67000',
    'Strasbourg',
    '06 11 42 87 30',
  ),
  p(
    'girard',
    'Monsieur',
    'Thomas',
    'Girard',
    '8 avenue Jean Jaurès',
    '69007',
    'Lyon',
    '06 72 18 44 09',
  ),
  p(
    'lambert',
    'Madame',
    'Élodie',
    'Lambert',
    '23 rue Sainte-Catherine',
    '33000',
    'Bordeaux',
    '06 30 55 12 78',
  ),
  p(
    'faure',
    'Monsieur',
    'Nicolas',
    'Faure',
    '5 rue du Taur',
    '31000',
    'Toulouse',
    '07 81 20 64 15',
  ),
  p(
    'mercier',
    'Madame',
    'Isabelle',
    'Mercier',
    '41 boulevard Carnot',
    '06400',
    'Cannes',
    '06 09 77 31 52',
  ),
  p(
    'blanc',
    'Monsieur',
    'Julien',
    'Blanc',
    '17 rue de Strasbourg',
    '44000',
    'Nantes',
    '06 45 88 02 61',
  ),
  p(
    'garnier',
    'Madame',
    'Céline',
    'Garnier',
    '9 rue Nationale',
    '59800',
    'Lille',
    '06 23 90 15 47',
  ),
  p(
    'chevalier',
    'Monsieur',
    'Antoine',
    'Chevalier',
    '62 rue de Turenne',
    '75003',
    'Paris',
    '06 58 14 36 90',
  ),
  p(
    'robin',
    'Madame',
    'Sandrine',
    'Robin',
    '3 allée des Tilleuls',
    '21000',
    'Dijon',
    '06 84 27 51 03',
    { agent: true },
  ),
  p(
    'clement',
    'Monsieur',
    'Mathieu',
    'Clément',
    '28 rue du Vieux-Marché',
    '76000',
    'Rouen',
    '06 16 73 48 22',
  ),
  p('morel', 'Madame', 'Aurélie', 'Morel', '7 rue des Halles', '37000', 'Tours', '06 91 35 60 84'),
  p(
    'fournier',
    'Monsieur',
    'Sébastien',
    'Fournier',
    '19 rue Saint-Ferréol',
    '13001',
    'Marseille',
    '06 40 62 19 75',
  ),
  p(
    'andre',
    'Madame',
    'Nathalie',
    'André',
    '46 rue Jean-Jaurès',
    '87000',
    'Limoges',
    '06 37 81 94 26',
  ),
  p(
    'legoff',
    'Monsieur',
    'Pierre-Yves',
    'Le Goff',
    '11 rue de Siam',
    '29200',
    'Brest',
    '06 62 05 48 13',
  ),
  p(
    'henry',
    'Madame',
    'Véronique',
    'Henry',
    '33 avenue de Chevêne',
    '74000',
    'Annecy',
    '06 75 29 83 40',
  ),
  p(
    'bonnet',
    'Monsieur',
    'François',
    'Bonnet',
    '6 rue du Palais',
    '18000',
    'Bourges',
    '06 03 46 71 58',
    { agent: true },
  ),
  p(
    'dumas',
    'Madame',
    'Laure',
    'Dumas',
    '15 cours Mirabeau',
    '13100',
    'Aix-en-Provence',
    '06 87 52 30 19',
  ),
  p(
    'perrin',
    'Monsieur',
    'Olivier',
    'Perrin',
    '21 rue de la République',
    '45000',
    'Orléans',
    '06 29 64 07 85',
    { agent: true },
  ),
  p(
    'marchand',
    'Madame',
    'Hélène',
    'Marchand',
    '4 impasse des Vignes',
    '58200',
    'Cosne-Cours-sur-Loire',
    '06 50 18 92 37',
    { agent: true },
  ),
  p(
    'roux',
    'Monsieur',
    'Guillaume',
    'Roux',
    '10 rue Foch',
    '34000',
    'Montpellier',
    '06 94 70 25 61',
  ),

  // ------------------------------------------------------------ restaurants
  {
    key: 'halles',
    typology: 'restaurateur',
    civility: 'SARL',
    firstname: 'Marion',
    lastname: 'Petitjean',
    businessName: 'Le Bistrot des Halles',
    siren: '51234871',
    phone: '01 42 33 18 72',
    address: { street: '18 rue Coquillière', zipcode: '75001', city: 'Paris' },
    paymentDelay: '30',
    agent: true,
  },
  {
    key: 'sancerrois',
    typology: 'restaurateur',
    civility: 'SARL',
    firstname: 'Damien',
    lastname: 'Roche',
    businessName: 'Auberge du Sancerrois',
    siren: '48120937',
    phone: '02 48 54 12 40',
    address: { street: '2 route de Bourges', zipcode: '18300', city: 'Saint-Satur' },
    paymentDelay: 'EOM',
    agent: true,
  },
  {
    key: 'margaux',
    typology: 'restaurateur',
    civility: 'SAS',
    firstname: 'Margaux',
    lastname: 'Delorme',
    businessName: 'La Table de Margaux',
    siren: '82045613',
    phone: '04 78 37 20 15',
    address: { street: '9 rue Mercière', zipcode: '69002', city: 'Lyon' },
    paymentDelay: '14',
  },
  {
    key: 'relais',
    typology: 'restaurateur',
    civility: 'EURL',
    firstname: 'Hugo',
    lastname: 'Leclerc',
    businessName: 'Le Relais des Vignes',
    siren: '79310248',
    phone: '03 86 39 11 07',
    address: { street: '25 rue de la Gare', zipcode: '58150', city: 'Pouilly-sur-Loire' },
    paymentDelay: '30',
    agent: true,
  },
  {
    key: 'port',
    typology: 'restaurateur',
    civility: 'SAS',
    firstname: 'Yann',
    lastname: 'Kerbrat',
    businessName: 'Brasserie du Port',
    siren: '84261570',
    phone: '02 99 40 22 86',
    address: { street: '4 quai Duguay-Trouin', zipcode: '35400', city: 'Saint-Malo' },
    paymentDelay: 'EOM',
  },
  {
    key: 'atelier',
    typology: 'restaurateur',
    civility: 'SARL',
    firstname: 'Sophie',
    lastname: 'Vidal',
    businessName: 'L’Atelier Gourmand',
    siren: '53318264',
    phone: '05 59 25 47 31',
    address: { street: '12 rue Port-Neuf', zipcode: '64100', city: 'Bayonne' },
    paymentDelay: '30',
  },
  {
    key: 'tilleuls',
    typology: 'restaurateur',
    civility: 'SARL',
    firstname: 'Bernard',
    lastname: 'Fleury',
    businessName: 'Hôtel-Restaurant Les Tilleuls',
    siren: '39852176',
    phone: '03 85 87 06 54',
    address: { street: '1 place de l’Église', zipcode: '71150', city: 'Chagny' },
    deliveryAddress: {
      name: 'Entrée des fournisseurs',
      street: '3 rue des Jardins',
      zipcode: '71150',
      city: 'Chagny',
    },
    paymentDelay: '14',
    agent: true,
  },
  {
    key: 'comptoir',
    typology: 'restaurateur',
    civility: 'SAS',
    firstname: 'Karim',
    lastname: 'Benali',
    businessName: 'Le Comptoir Lillois',
    siren: '88104529',
    phone: '03 20 54 71 93',
    address: { street: '30 rue de Béthune', zipcode: '59000', city: 'Lille' },
    paymentDelay: '30',
  },
  {
    key: 'paulette',
    typology: 'restaurateur',
    civility: 'EURL',
    firstname: 'Paulette',
    lastname: 'Giraud',
    businessName: 'Chez Paulette',
    siren: '80927316',
    phone: '04 76 46 13 28',
    address: { street: '7 rue Pasteur', zipcode: '38000', city: 'Grenoble' },
    paymentDelay: '30',
  },
  {
    key: 'emile',
    typology: 'restaurateur',
    civility: 'SARL',
    firstname: 'Émile',
    lastname: 'Tessier',
    businessName: 'La Cuisine d’Émile',
    siren: '75620481',
    phone: '03 26 47 92 05',
    address: { street: '16 rue Gambetta', zipcode: '51100', city: 'Reims' },
    paymentDelay: 'EOM',
    agent: true,
  },

  // ------------------------------------------------------------ wine shops
  {
    key: 'papilles',
    typology: 'caviste',
    civility: 'Cave',
    firstname: 'Arnaud',
    lastname: 'Besson',
    businessName: 'Cave des Papilles',
    siren: '44871029',
    exciseNumber: 'FR075014E0187',
    phone: '01 43 20 15 76',
    address: { street: '35 rue Daguerre', zipcode: '75014', city: 'Paris' },
    paymentDelay: '14',
    agent: true,
  },
  {
    key: 'cellier',
    typology: 'caviste',
    civility: 'SAS',
    firstname: 'Gaëlle',
    lastname: 'Jouan',
    businessName: 'Le Cellier Nantais',
    siren: '81536704',
    phone: '02 40 48 63 21',
    address: { street: '8 rue Kervégan', zipcode: '44000', city: 'Nantes' },
    paymentDelay: 'EOM',
  },
  {
    key: 'terroirs',
    typology: 'caviste',
    civility: 'SARL',
    firstname: 'Philippe',
    lastname: 'Carré',
    businessName: 'Vins & Terroirs',
    siren: '42390718',
    exciseNumber: 'FR059800E0311',
    phone: '03 20 06 44 58',
    address: { street: '22 rue de la Monnaie', zipcode: '59800', city: 'Lille' },
    deliveryAddress: {
      name: 'Réserve',
      street: '5 rue des Trois-Mollettes',
      zipcode: '59800',
      city: 'Lille',
    },
    paymentDelay: '30',
    agent: true,
  },
  {
    key: 'marche',
    typology: 'caviste',
    civility: 'EURL',
    firstname: 'Lucie',
    lastname: 'Moulin',
    businessName: 'La Cave du Marché',
    siren: '87052364',
    phone: '02 99 79 31 40',
    address: { street: '3 place des Lices', zipcode: '35000', city: 'Rennes' },
    paymentDelay: '30',
  },
  {
    key: 'vincent',
    typology: 'caviste',
    civility: 'SAS',
    firstname: 'Jean-Marc',
    lastname: 'Dufour',
    businessName: 'Cave Saint-Vincent',
    siren: '50418632',
    phone: '04 78 60 27 94',
    address: { street: '14 rue Paul-Bert', zipcode: '69003', city: 'Lyon' },
    paymentDelay: '14',
    agent: true,
  },
  {
    key: 'grappes',
    typology: 'caviste',
    civility: 'SARL',
    firstname: 'Christine',
    lastname: 'Lefort',
    businessName: 'Les Grappes d’Or',
    siren: '49763105',
    phone: '05 49 41 28 67',
    address: { street: '5 rue de la Cathédrale', zipcode: '86000', city: 'Poitiers' },
    paymentDelay: '30',
  },
  {
    key: 'echanson',
    typology: 'caviste',
    civility: 'SARL',
    firstname: 'Vincent',
    lastname: 'Aubert',
    businessName: 'Cave L’Échanson',
    siren: '83290417',
    exciseNumber: 'FR006000E0528',
    phone: '04 93 88 50 16',
    address: { street: '27 avenue Thiers', zipcode: '06000', city: 'Nice' },
    paymentDelay: '30',
  },
  {
    key: 'leon',
    typology: 'caviste',
    civility: 'EURL',
    firstname: 'Léon',
    lastname: 'Marty',
    businessName: 'La Cave à Léon',
    siren: '89417250',
    phone: '02 38 53 09 72',
    address: { street: '9 rue des Carmes', zipcode: '45000', city: 'Orléans' },
    paymentDelay: '30',
    agent: true,
  },

  // ------------------------------------------------------------ buying groups (ventilated orders)
  {
    key: 'amis',
    typology: 'particulier',
    civility: 'Association',
    firstname: 'Gérard',
    lastname: 'Lenoir',
    businessName: 'Association Les Amis du Sancerre',
    phone: '06 12 48 90 33',
    address: { street: '12 rue de la Mairie', zipcode: '18000', city: 'Bourges' },
    paymentDelay: '30',
    notes: 'Commande groupée deux fois par an pour ses adhérents, livrée à chacun.',
  },
  {
    key: 'cse',
    typology: 'particulier',
    civility: 'Association',
    firstname: 'Martine',
    lastname: 'Collin',
    businessName: 'CSE Manufacture Berrichonne',
    siren: '77820431',
    phone: '02 48 21 66 04',
    address: { street: '40 avenue du Général-de-Gaulle', zipcode: '18000', city: 'Bourges' },
    paymentDelay: '30',
    notes: 'Colis de fin d’année des salariés, facturés à chaque salarié.',
  },
]

/** The demo buyer accounts' client rows get these details (the accounts carry none). */
export const linkedClientDetails = {
  buyer: {
    civility: 'Madame',
    phone: '06 12 34 56 78',
    address: { street: '12 rue des Vignes', zipcode: '18300', city: 'Sancerre' },
  },
  pro: {
    civility: 'SARL',
    siren: '52871934',
    phone: '02 40 12 45 78',
    address: { street: '3 quai de la Fosse', zipcode: '44000', city: 'Nantes' },
    paymentDelay: '30',
    agent: true,
  },
} as const

/** Why a credit note was issued, as the producer writes it. */
export const creditReasons = {
  broken: 'Bouteille cassée pendant le transport',
  corked: 'Bouteille bouchonnée, signalée par le client',
  returned: 'Marchandise retournée par le client',
  cancelled: 'Commande annulée par le client après facturation',
  gesture: 'Geste commercial sur retard de livraison',
} as const

export const quoteNotes = [
  'Tarif valable pour une commande unique, livraison comprise en France métropolitaine.',
  'Proposition pour la carte des vins de printemps.',
  'Sélection pour les fêtes de fin d’année.',
  'Prix remisés pour une commande par carton de 6.',
  'Devis établi suite à la visite de notre agent.',
]

export const orderNotes = [
  'Livrer le matin avant 11 h.',
  'Sonner à l’interphone « Réserve ».',
  'Cadeau : ne pas joindre la facture au colis.',
  'Pour le mariage du 14 : livrer la veille.',
  'Prévenir par téléphone avant la livraison.',
]

export const carriers = ['Colissimo', 'DB Schenker', 'Kuehne + Nagel', 'Geodis'] as const

/** The primeur product: its next vintage is sold before bottling (futures). */
export const futureProductSlug = 'bourgogne-hautes-cotes-de-nuits'
