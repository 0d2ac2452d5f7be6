import { useTranslation } from 'react-i18next'
import { KeywordConfirm } from '#app/ui/keyword-confirm'
import type { loadAccountDeletion } from '../account-deletion.server'
import { AccountField } from './account-field'

type Deletion = ReturnType<typeof loadAccountDeletion>

/** 'Supprimer mon compte' behind the keyword popup (spec 2.12), the password asked again. */
export function AccountDeletion({
  deletion,
  error,
}: {
  deletion: Deletion
  error?: { form: string; message?: string }
}) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="delete-account-title" className="mt-8 space-y-3">
      <h3 id="delete-account-title" className="font-semibold">
        {t('accountDeletion.title')}
      </h3>
      {deletion.admin ? (
        <p className="text-sm text-gray-700">{t('accountDeletion.admin')}</p>
      ) : (
        <KeywordConfirm
          label={t('accountDeletion.open')}
          keyword={deletion.keyword}
          intent="delete-account"
          submit={t('accountDeletion.submit')}
          error={error?.form === 'delete-account' ? error.message : null}
        >
          <p>{t('accountDeletion.text')}</p>
          {deletion.owner ? <p>{t('accountDeletion.ownerText')}</p> : null}
          <AccountField
            label={t('accountDeletion.currentPassword')}
            type="password"
            name="currentPassword"
            autoComplete="current-password"
          />
        </KeywordConfirm>
      )}
    </section>
  )
}
