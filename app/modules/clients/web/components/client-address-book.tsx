import { useTranslation } from 'react-i18next'
/**
 * The client page's 'Adresses' and 'Contacts' (issue 17 §1): the lists, each row's 'Modifier' link
 * and 'Supprimer' POST form, and the add or edit form asked for by the URL; all without JavaScript.
 */
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import {
  addressKindLabels,
  addressKinds,
  contactCivilities,
} from '#app/modules/clients/domain/addresses'
import { Button, buttonClass } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import { CheckboxField, Field } from '#app/ui/field'
import { SelectField } from '#app/ui/select-field'
import type { addressBookOf } from '../addresses.server'

type Book = NonNullable<Awaited<ReturnType<typeof addressBookOf>>>
type Reply = SubmissionResult<string[]> | undefined
type Values = Record<string, string | undefined>

const kinds = addressKinds.map((k) => ({ value: k, label: addressKindLabels[k] }))
const civilities = contactCivilities.map((c) => ({ value: c, label: c }))

function RemoveButton({ intent, id, label }: { intent: string; id: number; label: string }) {
  const { t } = useTranslation()
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="targetId" value={id} />
      <button type="submit" className="text-sm text-red-700 underline" aria-label={label}>
        {t('clients.addressBook.remove')}
      </button>
    </Form>
  )
}

function AddressForm({ values, reply, back }: { values: Values; reply: Reply; back: string }) {
  const { t } = useTranslation()
  const [form, fields] = useForm({
    id: 'client-address',
    lastResult: reply,
    defaultValue: values,
    shouldRevalidate: 'onBlur',
  })
  const text = (name: keyof typeof fields, label: string, type = 'text') => (
    <Field
      label={label}
      errors={fields[name].errors}
      inputProps={getInputProps(fields[name] as never, { type: type as 'text' })}
    />
  )
  const check = (name: 'defaultBilling' | 'defaultDelivery', label: string) => (
    <CheckboxField
      label={label}
      errors={fields[name].errors}
      inputProps={getInputProps(fields[name], { type: 'checkbox' })}
    />
  )
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="space-y-3 rounded-md border border-gray-200 p-4"
    >
      <input type="hidden" name="intent" value="saveAddress" />
      {values.addressId ? (
        <input type="hidden" name="addressId" value={String(values.addressId)} />
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {text('label', t('clients.addressBook.label'))}
        <SelectField
          label={t('clients.addressBook.kind')}
          errors={fields.kind.errors}
          options={kinds}
          selectProps={{
            id: fields.kind.id,
            name: fields.kind.name,
            defaultValue: (fields.kind.initialValue as string | undefined) ?? 'delivery',
          }}
        />
        {text('name', t('clients.addressBook.recipient'))}
        {text('phone', t('clients.addressBook.phone'), 'tel')}
        {text('street', t('clients.addressBook.street'))}
        {text('street2', t('clients.addressBook.street2'))}
        {text('zipcode', t('clients.addressBook.zipcode'))}
        {text('city', t('clients.addressBook.city'))}
        {text('country', t('clients.addressBook.country'))}
      </div>
      {check('defaultBilling', t('clients.addressBook.defaultBilling'))}
      {check('defaultDelivery', t('clients.addressBook.defaultDelivery'))}
      <ErrorList id={form.errorId} errors={form.errors} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit">{t('clients.addressBook.saveAddress')}</Button>
        <Link to={back} className={buttonClass('secondary')}>
          {t('clients.addressBook.cancel')}
        </Link>
      </div>
    </Form>
  )
}

function ContactForm({ values, reply, back }: { values: Values; reply: Reply; back: string }) {
  const { t } = useTranslation()
  const [form, fields] = useForm({
    id: 'client-contact',
    lastResult: reply,
    defaultValue: values,
    shouldRevalidate: 'onBlur',
  })
  const text = (name: keyof typeof fields, label: string, type = 'text') => (
    <Field
      label={label}
      errors={fields[name].errors}
      inputProps={getInputProps(fields[name] as never, { type: type as 'text' })}
    />
  )
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="space-y-3 rounded-md border border-gray-200 p-4"
    >
      <input type="hidden" name="intent" value="saveContact" />
      {values.contactId ? (
        <input type="hidden" name="contactId" value={String(values.contactId)} />
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('clients.addressBook.civility')}
          errors={fields.civility.errors}
          placeholder="—"
          options={civilities}
          selectProps={{
            id: fields.civility.id,
            name: fields.civility.name,
            defaultValue: (fields.civility.initialValue as string | undefined) ?? '',
          }}
        />
        {text('firstname', t('clients.addressBook.firstname'))}
        {text('lastname', t('clients.addressBook.lastname'))}
        {text('role', t('clients.addressBook.role'))}
        {text('email', t('clients.addressBook.email'), 'email')}
        {text('phone', t('clients.addressBook.phone'), 'tel')}
        {text('notes', t('clients.addressBook.notes'))}
      </div>
      <CheckboxField
        label={t('clients.addressBook.isMain')}
        errors={fields.isMain.errors}
        inputProps={getInputProps(fields.isMain, { type: 'checkbox' })}
      />
      <ErrorList id={form.errorId} errors={form.errors} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit">{t('clients.addressBook.saveContact')}</Button>
        <Link to={back} className={buttonClass('secondary')}>
          {t('clients.addressBook.cancel')}
        </Link>
      </div>
    </Form>
  )
}

export function AddressBook({
  id,
  book,
  addressReply,
  contactReply,
}: {
  id: number
  book: Book
  addressReply: Reply
  contactReply: Reply
}) {
  const { t } = useTranslation()
  const back = `/dashboard/clients/${id}`
  return (
    <>
      <section aria-labelledby="addresses" className="space-y-2">
        <h2 id="addresses" className="text-xl font-semibold text-gray-900">
          {t('clients.addressBook.addresses')}
        </h2>
        {book.addresses.length ? (
          <ul className="divide-y divide-gray-200" data-testid="client-addresses">
            {book.addresses.map((a) => (
              <li
                key={a.id}
                className="flex flex-wrap items-start justify-between gap-2 py-2 text-sm"
              >
                <span>
                  <strong>{a.label}</strong> ({a.kind})
                  {a.defaults.length ? ` · ${a.defaults.join(', ')}` : null}
                  <br />
                  {a.name ? `${a.name}, ` : null}
                  {a.line}
                  {a.phone ? ` · ${a.phone}` : null}
                </span>
                {book.mayEdit ? (
                  <span className="flex gap-3">
                    <Link to={`?address=${a.id}`} className="text-sm text-primary-dark underline">
                      {t('clients.addressBook.edit')}
                    </Link>
                    <RemoveButton
                      intent="removeAddress"
                      id={a.id}
                      label={t('clients.addressBook.removeAddress', { label: a.label })}
                    />
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-gray-700">{t('clients.addressBook.noAddress')}</p>
        )}
        {book.addressForm ? (
          <AddressForm values={book.addressForm} reply={addressReply} back={back} />
        ) : book.mayEdit ? (
          <Link to="?address=new" className={buttonClass('secondary')}>
            {t('clients.addressBook.addAddress')}
          </Link>
        ) : null}
      </section>
      <section aria-labelledby="contacts" className="space-y-2">
        <h2 id="contacts" className="text-xl font-semibold text-gray-900">
          {t('clients.addressBook.contacts')}
        </h2>
        {book.contacts.length ? (
          <ul className="divide-y divide-gray-200" data-testid="client-contacts">
            {book.contacts.map((c) => (
              <li
                key={c.id}
                className="flex flex-wrap items-start justify-between gap-2 py-2 text-sm"
              >
                <span>
                  <strong>{c.name}</strong>
                  {c.role ? ` · ${c.role}` : null}
                  {c.isMain ? t('clients.addressBook.main') : null}
                  <br />
                  {[c.email, c.phone].filter(Boolean).join(' · ')}
                  {c.notes ? (
                    <>
                      <br />
                      {c.notes}
                    </>
                  ) : null}
                </span>
                {book.mayEdit ? (
                  <span className="flex gap-3">
                    <Link to={`?contact=${c.id}`} className="text-sm text-primary-dark underline">
                      {t('clients.addressBook.edit')}
                    </Link>
                    <RemoveButton
                      intent="removeContact"
                      id={c.id}
                      label={t('clients.addressBook.removeContact', { name: c.name })}
                    />
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-gray-700">{t('clients.addressBook.noContact')}</p>
        )}
        {book.contactForm ? (
          <ContactForm values={book.contactForm} reply={contactReply} back={back} />
        ) : book.mayEdit ? (
          <Link to="?contact=new" className={buttonClass('secondary')}>
            {t('clients.addressBook.addContact')}
          </Link>
        ) : null}
      </section>
    </>
  )
}
