import { webhookMessage } from '../../content/lead-emails';

export interface WebhookLead {
  id: string;
  name: string;
  email: string;
  phone_number?: string | null;
  message: string;
  created_at: Date;
  attachments?: Array<{ filename: string }>;
}

/** Slack reads &, < and > as markup in `text` (links, mentions): the visitor's words are escaped. */
function slackEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The JSON POSTed for each new message: the message's fields, the attachment names, a link to the lead in
 * the inbox, and a one-line `text` that Slack (and services reading its format) shows as it is.
 */
export function webhookPayload(lead: WebhookLead, inboxUrl: string) {
  const link = `${inboxUrl}?id=${lead.id}`;
  const attachments = (lead.attachments ?? []).map((file) => file.filename);
  return {
    id: lead.id,
    name: lead.name,
    email: lead.email,
    phone: lead.phone_number || null,
    message: lead.message,
    created_at: lead.created_at.toISOString(),
    attachments,
    inbox_url: link,
    text: webhookMessage.text({ name: slackEscape(lead.name), email: slackEscape(lead.email), attachments: attachments.length, link: `<${link}|${webhookMessage.linkLabel}>` }),
  };
}
