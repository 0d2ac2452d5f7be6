import { describe, expect, test } from 'vitest'
import { isAllowedMethod, isFormContentType, jsonShapeProblem, urlHasNul } from './hostile-input'
import { isCalendarDay } from './validation'

describe('jsonShapeProblem', () => {
  test('a body nested past the bound', () => {
    expect(jsonShapeProblem('['.repeat(33) + ']'.repeat(33))).toBe('tooDeep')
    expect(jsonShapeProblem('['.repeat(32) + ']'.repeat(32))).toBeUndefined()
    expect(jsonShapeProblem('{"a":'.repeat(40))).toBe('tooDeep')
  })
  test('brackets inside strings do not count', () => {
    expect(jsonShapeProblem(JSON.stringify({ a: '['.repeat(100) }))).toBeUndefined()
    expect(jsonShapeProblem(JSON.stringify({ a: 'x"[[[', b: '\\' }))).toBeUndefined()
  })
  test('a NUL character, escaped or raw', () => {
    expect(jsonShapeProblem(JSON.stringify({ a: 'x\u0000y' }))).toBe('nul')
    expect(jsonShapeProblem('{"a":"x\u0000"}')).toBe('nul')
    // An escaped backslash followed by the text u0000 is no NUL.
    expect(jsonShapeProblem(JSON.stringify({ a: '\\u0000' }))).toBeUndefined()
  })
})

test('urlHasNul', () => {
  expect(urlHasNul('/v1/shops/%00')).toBe(true)
  expect(urlHasNul('/x?q=%00')).toBe(true)
  expect(urlHasNul('/x\u0000')).toBe(true)
  expect(urlHasNul('/v1/shops/100')).toBe(false)
})

test('methods and form content types', () => {
  expect(isAllowedMethod('get')).toBe(true)
  expect(isAllowedMethod('TRACE')).toBe(false)
  expect(isFormContentType('multipart/form-data; boundary=x')).toBe(true)
  expect(isFormContentType('application/x-www-form-urlencoded;charset=UTF-8')).toBe(true)
  expect(isFormContentType('application/json')).toBe(false)
  expect(isFormContentType(null)).toBe(false)
})

test('isCalendarDay', () => {
  expect(isCalendarDay('2024-02-29')).toBe(true)
  expect(isCalendarDay('2023-02-29')).toBe(false)
  expect(isCalendarDay('2024-13-01')).toBe(false)
  expect(isCalendarDay('9999-99-99')).toBe(false)
  expect(isCalendarDay('2024-1-01')).toBe(false)
})
