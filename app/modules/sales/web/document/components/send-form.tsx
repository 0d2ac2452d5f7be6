import { Form } from '@remix-run/react'
import { Button } from '#app/ui/button'
import { EmailReceivers } from '#app/ui/email-receivers'

/** 'Envoyer par e-mail': the PDF to the addresses of the multi-email receiver field. */
export function SendForm({
  defaultEmail,
  errors,
}: {
  defaultEmail: string | null
  errors: Record<string, string[]>
}) {
  return (
    <Form method="post" className="space-y-3" aria-label="Envoyer par e-mail">
      <EmailReceivers defaultValue={defaultEmail ? [defaultEmail] : []} errors={errors.emails} />
      <Button type="submit" name="intent" value="send">
        Envoyer
      </Button>
    </Form>
  )
}
