/** Limits and sentences of the messages domain, shared by the DTOs, the service and the tests. */
export const SUBJECT_MAX = 200;
export const BODY_MAX = 5_000;

export const CONVERSATION_NOT_FOUND = 'Conversation not found';
export const ASSIGNEE_NOT_ALLOWED = 'That team member cannot see this client';
export const NOTHING_TO_CHANGE = 'Say what to change: assigneeId, status or both';
export const CATEGORY_NEEDED = 'Choose a document category for the attachments';

export const NOTE_WITHOUT_FILES =
  'An internal note cannot carry files: send them with a reply, where they are filed in the client’s documents';
