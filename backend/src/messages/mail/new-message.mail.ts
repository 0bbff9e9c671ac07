import { defineMail } from '../../mail/mail-template';
import { renderLayout } from '../../mail/render';

/**
 * "You have a new message": a pointer into the portal, never the message itself. Mail leaves the
 * systems the firm controls, so neither the text, the subject nor the attachments go into it.
 */
export interface NewMessageMailData {
  recipientName: string;
  conversationId: number;
  /** For staff: whose conversation it is (the person who wrote, and their business). */
  clientName?: string;
  /** For a member: the colleague who wrote to the firm (absent when the firm wrote). */
  colleagueName?: string;
}

export const clientNewMessageMail = defineMail<NewMessageMailData>({
  name: 'message-received',
  category: 'messages',
  render: (data, ctx) =>
    renderLayout(
      {
        subject: data.colleagueName
          ? `New message in a conversation with ${ctx.firm.name}`
          : `You have a new message from ${ctx.firm.name}`,
        greeting: `Hello ${data.recipientName},`,
        blocks: [
          {
            kind: 'paragraph',
            text: `${data.colleagueName ? `${data.colleagueName} has written to ${ctx.firm.name}` : `${ctx.firm.name} has sent you a message`} in your client portal. For your privacy, messages are only shown after you sign in.`,
          },
          { kind: 'button', label: 'Read the message', url: ctx.link(`/dashboard/messages/${data.conversationId}`) },
          { kind: 'note', text: 'You receive this mail because you have an account in our client portal.' },
        ],
      },
      ctx,
    ),
});

export const staffNewMessageMail = defineMail<NewMessageMailData>({
  name: 'message-received-staff',
  category: 'staff',
  render: (data, ctx) =>
    renderLayout(
      {
        subject: `New message from ${data.clientName ?? 'a client'}`,
        greeting: `Hello ${data.recipientName},`,
        blocks: [
          { kind: 'paragraph', text: `${data.clientName ?? 'A client'} has written in the client portal.` },
          { kind: 'button', label: 'Open the conversation', url: ctx.link(`/staff/messages/${data.conversationId}`) },
          {
            kind: 'note',
            text: 'You get at most one of these per conversation per hour; anything further is waiting in the Messages inbox.',
          },
        ],
      },
      ctx,
    ),
});
