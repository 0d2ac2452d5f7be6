import { describe, expect, it } from 'vitest'
import { groupIngredients, parseIngredientText } from './ingredients'

describe('parseIngredientText (the migration of free-text ingredients)', () => {
  it('reads the terms a French list names, category names and E numbers aside', () => {
    expect(
      parseIngredientText(
        'raisins, liqueur de tirage, liqueur d’expédition, conservateur : sulfites, agent de collage : albumine d’œuf',
      ),
    ).toEqual({
      terms: ['grapes', 'tirageLiqueur', 'expeditionLiqueur', 'sulphites', 'eggAlbumin'],
      free: null,
    })
    expect(parseIngredientText('Raisins; correcteur d’acidité : E334; gaz : azote.')).toEqual({
      terms: ['grapes', 'tartaricAcid', 'nitrogen'],
      free: null,
    })
  })

  it('keeps what no term covers as free text, and reading it again changes nothing', () => {
    const read = parseIngredientText('eau-de-vie de vin, eau, colorant : caramel ordinaire, sucre')
    expect(read).toEqual({
      terms: ['sugar'],
      free: 'eau-de-vie de vin, eau, colorant : caramel ordinaire',
    })
    expect(parseIngredientText(read.free)).toEqual({ terms: [], free: read.free })
    expect(parseIngredientText(null)).toEqual({ terms: [], free: null })
  })
})

describe('groupIngredients', () => {
  it('puts consecutive terms of one category under its name', () => {
    expect(groupIngredients(['grapes', 'sulphites', 'potassiumSorbate', 'citricAcid'])).toEqual([
      { category: null, terms: ['grapes'] },
      { category: 'preservative', terms: ['sulphites', 'potassiumSorbate'] },
      { category: 'stabiliser', terms: ['citricAcid'] },
    ])
  })
})
