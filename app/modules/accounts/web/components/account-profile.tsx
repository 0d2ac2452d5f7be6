import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { TextInput } from '#app/modules/catalogue/web/components/fields'
import {
  emailChangeIntent,
  emailChangeMessages,
  emailChangeSchema,
  profileIntent,
  profileSchema,
} from '#app/modules/accounts/domain/profile'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import type { AccountProfile } from '../account-profile.server'

/** The action's answer to a refused profile or e-mail form. */
export type AccountProfileReply = {
  form: typeof profileIntent | typeof emailChangeIntent
  result: SubmissionResult<string[]>
}

/** 'Mon profil' and 'Changer d’adresse e-mail' (issue 16 §1), above the two-factor and sessions. */
export function AccountProfileForms({
  profile,
  reply,
}: {
  profile: AccountProfile
  reply?: AccountProfileReply
}) {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <ProfileForm
        profile={profile}
        lastResult={reply?.form === profileIntent ? reply.result : undefined}
      />
      <EmailChangeForm
        profile={profile}
        lastResult={reply?.form === emailChangeIntent ? reply.result : undefined}
      />
    </div>
  )
}

function ProfileForm({
  profile,
  lastResult,
}: {
  profile: AccountProfile
  lastResult?: SubmissionResult<string[]>
}) {
  const [form, fields] = useForm({
    id: 'account-profile',
    defaultValue: profile,
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
  })
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3" preventScrollReset>
      <input type="hidden" name="intent" value={profileIntent} />
      <h3 className="font-semibold">Mon profil</h3>
      <ErrorList id={form.errorId} errors={form.errors} />
      <TextInput meta={fields.firstname} label="Prénom" extra={{ autoComplete: 'given-name' }} />
      <TextInput meta={fields.lastname} label="Nom" extra={{ autoComplete: 'family-name' }} />
      <TextInput
        meta={fields.phone}
        label="Téléphone"
        hint="Un numéro mobile ; laissez vide pour n’en donner aucun."
        extra={{ inputMode: 'tel', autoComplete: 'tel' }}
      />
      <Button type="submit">Enregistrer mon profil</Button>
    </Form>
  )
}

function EmailChangeForm({
  profile,
  lastResult,
}: {
  profile: AccountProfile
  lastResult?: SubmissionResult<string[]>
}) {
  const [form, fields] = useForm({
    id: 'account-email',
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: emailChangeSchema }),
  })
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3" preventScrollReset>
      <input type="hidden" name="intent" value={emailChangeIntent} />
      <h3 className="font-semibold">Changer d’adresse e-mail</h3>
      <p className="text-sm text-gray-700">
        Adresse actuelle : <span className="font-medium">{profile.email}</span>
      </p>
      {profile.pendingEmail ? (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" role="status">
          {emailChangeMessages.pending} <span className="font-medium">{profile.pendingEmail}</span>.
          Ouvrez le lien envoyé à cette adresse ; il est valable 24 heures.
        </p>
      ) : null}
      <ErrorList id={form.errorId} errors={form.errors} />
      <TextInput
        meta={fields.email}
        label="Nouvelle adresse e-mail"
        extra={{ type: 'email', inputMode: 'email', autoComplete: 'email' }}
      />
      <TextInput
        meta={fields.currentPassword}
        label="Votre mot de passe, pour confirmer"
        extra={{ type: 'password', autoComplete: 'current-password' }}
      />
      <Button type="submit">Envoyer le lien de confirmation</Button>
    </Form>
  )
}
