import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'

/** A mailed link's page (web/mailed-link.server.ts): its button, or what to do without a token. */
export function MailedLinkForm({
  id,
  token,
  lastResult,
  title,
  button,
  missing,
  back,
}: {
  id: string
  token: string | null
  lastResult?: SubmissionResult<string[]>
  title: string
  button: string
  missing: string
  back: { to: string; label: string }
}) {
  const [form, fields] = useForm({ id, lastResult })
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">{title}</h1>
      {token ? (
        <Form method="post" {...getFormProps(form)}>
          <input type="hidden" name={fields.token.name} value={token} />
          <ErrorList
            id={form.errorId}
            errors={[...(form.errors ?? []), ...(fields.token.errors ?? [])]}
          />
          <Button type="submit" className="w-full">
            {button}
          </Button>
        </Form>
      ) : (
        <p className="text-gray-700">{missing}</p>
      )}
      <Link to={back.to} className="mt-4 inline-block text-sm text-primary-dark underline">
        {back.label}
      </Link>
    </>
  )
}
