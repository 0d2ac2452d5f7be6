/** The calendar's tasks: those the viewer sees (GET /v1/tasks), on their Paris day and time. */
import { tFr } from '#app/platform/web/t.server'
import { listTasksRoute } from '#app/modules/tasks/contract'
import { taskTypeLabels } from '#app/modules/tasks/domain/tasks'
import { data } from '@remix-run/node'
import { mayCall } from '#app/platform/domain/api-access'
import { readPages, type CalendarSource } from './source'

export const tasksSource: CalendarSource = {
  key: 'tasks',
  label: tFr('tasks.calendar.sourceTasks'),
  shows: (ctx) => mayCall(ctx.viewer, 'GET /tasks'),
  async load(ctx, { from, to }) {
    const edits = mayCall(ctx.viewer, 'PUT /tasks/{id}')
    const { rows, more } = await readPages(6, async (page) => {
      const result = await ctx.api.call(listTasksRoute, {
        query: { from, to, page: String(page) },
      })
      if (!result.ok) throw data({ message: result.data.message }, { status: result.status })
      return { rows: result.data.tasks, total: result.data.total, pageSize: result.data.pageSize }
    })
    return {
      more,
      items: rows.map((t) => ({
        source: 'tasks',
        key: `task-${t.id}`,
        day: t.dueDate,
        time: t.dueTime,
        at: t.dueTime ? t.deadline : null,
        title: t.title,
        detail: [taskTypeLabels[t.type], t.assignee.name, t.client?.name]
          .filter(Boolean)
          .join(' · '),
        href: edits ? `/dashboard/tasks?filter=team&edit=${t.id}` : '/dashboard/tasks?filter=team',
        tone: t.completedAt ? 'done' : t.late ? 'late' : 'task',
      })),
    }
  },
}
