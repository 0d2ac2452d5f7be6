import {
  DocumentTemplateForm,
  type DocumentTemplateReply,
} from '../components/document-template-form'
import { EmptyState } from './empty-state'
import type { TabProps } from './tab-props'

export function DocumentsTab({ data, empty, reply }: TabProps) {
  const refused = reply as DocumentTemplateReply | undefined
  return (
    <div className="space-y-4">
      <EmptyState text={empty} />
      {data.documentTemplate ? (
        <DocumentTemplateForm
          settings={data.documentTemplate}
          lastResult={refused?.form === 'documentTemplate' ? refused.result : undefined}
        />
      ) : null}
    </div>
  )
}
