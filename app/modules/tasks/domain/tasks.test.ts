import { describe, expect, it } from 'vitest'
import {
  completedRecipient,
  deadlineOf,
  isLate,
  newTaskRecipient,
  seesTask,
  TaskInput,
  taskForm,
} from './tasks'

describe('a task’s deadline and lateness', () => {
  it('falls due at its Paris time, or at the end of its Paris day', () => {
    expect(deadlineOf('2026-07-14', '09:30').toISOString()).toBe('2026-07-14T07:30:00.000Z')
    expect(deadlineOf('2026-12-24', '09:30').toISOString()).toBe('2026-12-24T08:30:00.000Z')
    expect(deadlineOf('2026-03-29', null).toISOString()).toBe('2026-03-29T22:00:00.000Z')
    expect(deadlineOf('2026-10-25', null).toISOString()).toBe('2026-10-25T23:00:00.000Z')
    // 02:30 does not exist on the spring change: it reads as 01:30 (winter time), early not late.
    expect(deadlineOf('2026-03-29', '02:30').toISOString()).toBe('2026-03-29T00:30:00.000Z')
    // 02:30 comes twice on the autumn change: it reads in winter time, the second one.
    expect(deadlineOf('2026-10-25', '02:30').toISOString()).toBe('2026-10-25T01:30:00.000Z')
  })

  it('is late once open at its deadline, never when done', () => {
    const task = { deadline: deadlineOf('2026-10-25', null), completedAt: null }
    // 23:59 Paris on the day (winter time, UTC+1) is not late; midnight is.
    expect(isLate(task, new Date('2026-10-25T22:59:00Z'))).toBe(false)
    expect(isLate(task, new Date('2026-10-25T23:00:00Z'))).toBe(true)
    const timed = { deadline: deadlineOf('2026-10-25', '10:00'), completedAt: null }
    expect(isLate(timed, new Date('2026-10-25T08:59:59Z'))).toBe(false)
    expect(isLate(timed, new Date('2026-10-25T09:00:00Z'))).toBe(true)
    const done = { ...timed, completedAt: new Date('2026-10-26T00:00:00Z') }
    expect(isLate(done, new Date('2027-01-01T00:00:00Z'))).toBe(false)
  })
})

describe('who sees a task and who is told', () => {
  it('lets its author, its assignee and whoever sees all tasks see it', () => {
    const task = { createdById: 1, assigneeId: 2 }
    expect(seesTask(1, false, task)).toBe(true)
    expect(seesTask(2, false, task)).toBe(true)
    expect(seesTask(3, false, task)).toBe(false)
    expect(seesTask(3, true, task)).toBe(true)
  })

  it('tells the assignee of a new task and the author of a completed one, never oneself', () => {
    expect(newTaskRecipient(1, 2)).toBe(2)
    expect(newTaskRecipient(1, 1)).toBeNull()
    expect(completedRecipient(2, 1)).toBe(1)
    expect(completedRecipient(1, 1)).toBeNull()
  })
})

describe('the task’s schema', () => {
  const good = {
    type: 'customPhone',
    priority: 'high',
    title: ' Rappeler le Bistrot ',
    notes: null,
    dueDate: '2026-03-29',
    dueTime: '09:00',
    assigneeId: 3,
  }
  it('takes spec 3’s types and priorities and a real day and time', () => {
    expect(TaskInput.parse(good)).toMatchObject({ title: 'Rappeler le Bistrot', dueTime: '09:00' })
    for (const bad of [
      { type: 'lunch' },
      { priority: 'urgent' },
      { dueDate: '2026-02-30' },
      { dueTime: '24:00' },
      { title: '  ' },
      { assigneeId: 0 },
      { extra: 1 },
    ])
      expect(TaskInput.safeParse({ ...good, ...bad }).success, JSON.stringify(bad)).toBe(false)
  })
  it('reads the form’s strings, an empty time or client as none', () => {
    const value = taskForm.parse({ ...good, notes: '', dueTime: '', assigneeId: '3', clientId: '' })
    expect(value).toMatchObject({
      assigneeId: 3,
      clientId: undefined,
      dueTime: undefined,
      notes: undefined,
    })
  })
})
