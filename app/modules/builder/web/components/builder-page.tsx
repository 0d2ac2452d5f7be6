import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { loadBuilderPage } from '#app/modules/builder/web/builder.server'
import { ShopBuilderFrame } from '#app/modules/shop/web/components/shop-builder-page'
import { ShopListing } from '#app/modules/shop/web/components/shop-listing'
import { BuilderEditor, type BuilderFailure } from './builder-editor'

/** /shops/{id}/builders and /{builder}: the composer of the tab above its preview. */
export function BuilderPage() {
  const { t } = useTranslation()
  const data = useLoaderData<Awaited<ReturnType<typeof loadBuilderPage>>>()
  const failure = (useActionData() as BuilderFailure | undefined) ?? null
  return (
    <ShopBuilderFrame shop={data.frame} base={data.base}>
      {data.editor ? (
        <BuilderEditor
          editor={data.editor}
          blocks={data.blocks?.blocks ?? []}
          failure={failure}
          visitorHref={data.visitorHref}
        />
      ) : data.visitorView ? (
        <p className="bg-gray-100 px-4 py-2 text-sm">
          {t('builder.visitorNote')}{' '}
          <a href={data.editorHref} className="underline">
            {t('builder.backToComposer')}
          </a>
        </p>
      ) : null}
      <ShopListing {...data} showDrafts={!data.visitorView} />
    </ShopBuilderFrame>
  )
}
