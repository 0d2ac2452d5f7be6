/**
 * The calendar's sources, in the legend's order. Wine tourism adds its events and reservations
 * here as one more module when it lands (issue 17 §2: "design it to take more sources").
 */
import { deliveriesSource } from './deliveries-source.server'
import type { CalendarSource } from './source'
import { tasksSource } from './tasks-source.server'

export const calendarSources: readonly CalendarSource[] = [tasksSource, deliveriesSource]
