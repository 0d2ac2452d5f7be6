import { describe, expect, it } from 'vitest'
import { departmentOf, departments, zipcodePrefixes } from './departments'

describe('départements', () => {
  it('lists the 101 codes of spec 3', () => {
    expect(departments).toHaveLength(101)
    expect(departments).toEqual(expect.arrayContaining(['01', '2A', '2B', '95', '971', '976']))
    expect(departments).not.toContain('20')
    expect(departments).not.toContain('975')
  })

  it('reads a postal code, Corsica and overseas included', () => {
    expect(departmentOf('33000')).toBe('33')
    expect(departmentOf('01 000')).toBe('01')
    expect(departmentOf('20000')).toBe('2A')
    expect(departmentOf('20190')).toBe('2A')
    expect(departmentOf('20200')).toBe('2B')
    expect(departmentOf('97400')).toBe('974')
    expect(departmentOf('97500')).toBeNull()
    expect(departmentOf('1000')).toBeNull()
    expect(departmentOf(null)).toBeNull()
  })

  it('gives the postal-code prefixes of a filter', () => {
    expect(zipcodePrefixes('33')).toEqual(['33'])
    expect(zipcodePrefixes('2A')).toEqual(['200', '201'])
    expect(zipcodePrefixes('2B')).toHaveLength(5)
    expect(zipcodePrefixes('99')).toEqual([])
  })
})
