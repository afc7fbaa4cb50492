'use client';

import { type ComponentProps, useState } from 'react';
import { MessageForm } from '@/components/messages/message-form';
import { AgentFileUpload } from '../../../_components/agent-file-upload';

/**
 * The agent's message form: as the client's, plus a new file uploaded into the client's
 * documents (the same checks as a client's upload) and chosen as the attachment at once.
 */
export function AgentMessageForm(
  props: Omit<ComponentProps<typeof MessageForm>, 'agent' | 'chosenDocumentId' | 'attachNew'> & {
    clientId: string;
  },
) {
  const [added, setAdded] = useState<{ id: string; name: string } | null>(null);
  const documents =
    added && !props.documents.some((d) => d.id === added.id)
      ? [added, ...props.documents]
      : props.documents;
  return (
    <MessageForm
      {...props}
      documents={documents}
      agent
      chosenDocumentId={added?.id}
      attachNew={
        <AgentFileUpload
          clientId={props.clientId}
          matterId={props.matterId}
          label="Or attach a new file (PDF or image)"
          button="Upload file"
          onUploaded={setAdded}
        />
      }
    />
  );
}
