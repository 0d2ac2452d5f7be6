import { useTranslation } from 'react-i18next'
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import {
  taskForm,
  taskPriorities,
  taskPriorityLabels,
  taskTypeLabels,
  taskTypes,
} from '#app/modules/tasks/domain/tasks'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import { Field, FieldNotes } from '#app/ui/field'
import { SelectField } from '#app/ui/select-field'
import type { TaskValues } from '../tasks-page.server'

type Person = { id: number; name: string }

const typeOptions = taskTypes.map((t) => ({ value: t, label: taskTypeLabels[t] }))
const priorityOptions = taskPriorities.map((p) => ({ value: p, label: taskPriorityLabels[p] }))
const asOptions = (people: Person[]) => people.map((p) => ({ value: String(p.id), label: p.name }))

/**
 * The add or edit form of a task (the same fields, spec 3 types and priorities): a plain POST
 * read by the page's action, checked in the browser too once JavaScript is there.
 */
export function TaskForm({
  id,
  intent,
  taskId,
  values,
  assignees,
  clients,
  back,
  lastResult,
  submitLabel,
}: {
  id: string
  intent: 'create' | 'save'
  taskId?: number
  values: TaskValues
  assignees: Person[]
  clients: Person[]
  back: string
  lastResult?: SubmissionResult<string[]>
  submitLabel: string
}) {
  const { t } = useTranslation()
  const [form, fields] = useForm({
    id,
    defaultValue: values,
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: taskForm }),
  })
  const notesId = `${id}-notes`
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3" data-testid={id}>
      <input type="hidden" name="intent" value={intent} />
      {taskId ? <input type="hidden" name="id" value={taskId} /> : null}
      <input type="hidden" name="redirectTo" value={back} />
      <ErrorList id={form.errorId} errors={form.errors} />
      <Field
        label={t('tasks.form.title')}
        errors={fields.title.errors}
        inputProps={getInputProps(fields.title, { type: 'text' })}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <SelectField
          label={t('tasks.form.type')}
          errors={fields.type.errors}
          selectProps={getSelectProps(fields.type)}
          options={typeOptions}
        />
        <SelectField
          label={t('tasks.form.priority')}
          errors={fields.priority.errors}
          selectProps={getSelectProps(fields.priority)}
          options={priorityOptions}
        />
        <Field
          label={t('tasks.form.dueDate')}
          errors={fields.dueDate.errors}
          inputProps={getInputProps(fields.dueDate, { type: 'date' })}
        />
        <Field
          label={t('tasks.form.dueTime')}
          hint={t('tasks.form.parisTime')}
          errors={fields.dueTime.errors}
          inputProps={getInputProps(fields.dueTime, { type: 'time' })}
        />
        <SelectField
          label={t('tasks.form.assignee')}
          errors={fields.assigneeId.errors}
          selectProps={getSelectProps(fields.assigneeId)}
          options={asOptions(assignees)}
        />
        {clients.length ? (
          <SelectField
            label={t('tasks.form.client')}
            errors={fields.clientId.errors}
            selectProps={getSelectProps(fields.clientId)}
            placeholder={t('tasks.form.noClient')}
            options={asOptions(clients)}
          />
        ) : null}
      </div>
      <div>
        <label htmlFor={notesId} className="mb-1 block text-sm font-medium text-gray-800">
          {t('tasks.form.notes')}
        </label>
        <textarea
          {...getTextareaProps(fields.notes)}
          id={notesId}
          rows={3}
          className="block w-full rounded-md border border-gray-300 px-3 py-2 text-base shadow-sm"
        />
        <FieldNotes errors={fields.notes.errors} errorId={`${notesId}-error`} />
      </div>
      <Button type="submit">{submitLabel}</Button>
    </Form>
  )
}
