import { CAPABILITY_NOT_ALLOWED } from '../src/access/access.guard';
import { ActivityLog } from '../src/activity/activity-log.entity';
import { BusinessMember } from '../src/businesses/business-member.entity';
import type { ClientRole } from '../src/businesses/business-roles';
import { OutboxMessage } from '../src/mail/outbox-message.entity';
import { ConversationMessage } from '../src/messages/conversation-message.entity';
import { ConversationRead } from '../src/messages/conversation-read.entity';
import { Conversation } from '../src/messages/conversation.entity';
import { activityRows, Agent, assign, clientAgent, STAFF_SUITE_ENV, staffAgent } from './support/staff-fixtures';
import { createTestApp, DEFAULT_PASSWORD, TestApp } from './support/test-app';

interface Summary {
  id: number;
  subject: string;
  unreadCount: number;
  lastMessage: { excerpt: string; side: string } | null;
}

async function start(agent: Agent, subject = 'VAT return for March', body = 'Hello, I have a question about my VAT.'): Promise<number> {
  const res = await agent.post('/api/conversations').send({ subject, body }).expect(201);
  return (res.body as { id: number }).id;
}

describe('Secure messages', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(STAFF_SUITE_ENV);
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('lets a client start a conversation, reply and read the firm’s answer, with unread counts on both sides', async () => {
    const { agent: client, user } = await clientAgent(t);
    const { agent: accountant, user: acc } = await staffAgent(t, 'accountant', { firstName: 'Sipho', lastName: 'Dube' });
    await assign(t, user.businessId, acc.id);

    const created = await client
      .post('/api/conversations')
      .send({ subject: '  VAT return for March  ', body: '  Line one\nline two <b>not bold</b>  ' })
      .expect(201);
    expect(created.headers['cache-control']).toBe('private, no-store');
    expect(created.body).toMatchObject({ subject: 'VAT return for March', status: 'open', unreadCount: 0 });
    expect(created.body.messages).toEqual([
      expect.objectContaining({
        body: 'Line one\nline two <b>not bold</b>',
        author: { id: user.id, name: 'Thandi Nkosi', side: 'client', role: null },
        readByOtherSide: false,
        attachments: [],
      }),
    ]);
    expect(created.body.messages[0]).not.toHaveProperty('internal');
    const id = created.body.id as number;

    // The firm sees it waiting and unread.
    const inbox = await accountant.get('/api/staff/conversations?filter=waiting').expect(200);
    expect(inbox.body.total).toBe(1);
    expect(inbox.body.items[0]).toMatchObject({
      id,
      client: { id: user.businessId, name: 'Thandi Nkosi', company: 'Nkosi Catering' },
      assignee: null,
      unreadCount: 1,
      lastMessage: { excerpt: 'Line one line two <b>not bold</b>', side: 'client' },
    });
    expect(inbox.body.items[0].waitingSince).toEqual(expect.any(String));
    expect((await accountant.get('/api/staff/conversations?filter=unread').expect(200)).body.total).toBe(1);

    // Reading it clears the accountant's unread; the client's message now shows as read by the firm.
    const read = await accountant.post(`/api/staff/conversations/${id}/read`).expect(200);
    expect(read.body.unreadCount).toBe(0);
    expect(read.body.messages[0].readByOtherSide).toBe(true);
    expect((await accountant.get('/api/staff/conversations?filter=unread').expect(200)).body.total).toBe(0);

    // A reply from the firm: the conversation stops waiting; the client has one unread.
    const reply = await accountant
      .post(`/api/staff/conversations/${id}/messages`)
      .send({ body: 'Thanks, we will look at it today.' })
      .expect(201);
    expect(reply.body).toMatchObject({ internal: false, author: { id: acc.id, name: 'Sipho Dube', side: 'staff', role: 'accountant' } });
    expect((await accountant.get('/api/staff/conversations?filter=waiting').expect(200)).body.total).toBe(0);
    expect((await client.get('/api/conversations/unread-count').expect(200)).body).toEqual({ messages: 1, conversations: 1 });
    const list = await client.get('/api/conversations').expect(200);
    expect(list.body.items).toEqual([
      expect.objectContaining({ id, unreadCount: 1, lastMessage: { excerpt: 'Thanks, we will look at it today.', side: 'staff' } }),
    ]);

    const afterRead = await client.post(`/api/conversations/${id}/read`).expect(200);
    expect(afterRead.body).toEqual({ messages: 0, conversations: 0 });
    // Reading twice records one read: the log says who read what, once.
    await client.post(`/api/conversations/${id}/read`).expect(200);
    const reads = await activityRows(t, 'message.read');
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({
      userId: user.id,
      details: { conversationId: id, businessId: user.businessId, upToMessageId: reply.body.id },
    });
    const staffReads = await activityRows(t, 'staff.conversation.read');
    expect(staffReads.map((r) => r.userId)).toEqual([acc.id]);

    // The client answers: waiting again, and the firm's message shows as read by the client.
    await client.post(`/api/conversations/${id}/messages`).send({ body: 'Great, thank you.' }).expect(201);
    const detail = await client.get(`/api/conversations/${id}`).expect(200);
    expect(detail.body.messages.map((m: { body: string }) => m.body)).toEqual([
      'Line one\nline two <b>not bold</b>',
      'Thanks, we will look at it today.',
      'Great, thank you.',
    ]);
    expect(detail.body.messages[1].readByOtherSide).toBe(true);
    expect((await accountant.get('/api/staff/conversations?filter=waiting').expect(200)).body.total).toBe(1);

    // The audit trail names conversations and messages, never their text.
    const logs = await t.dataSource.getRepository(ActivityLog).find();
    expect(JSON.stringify(logs.map((l) => l.details))).not.toMatch(/thank|VAT|Line one/i);
    expect((await activityRows(t, 'message.conversation.start'))[0].details).toMatchObject({ conversationId: id, internal: false });
  });

  it('never shows an internal note to the client, in any response', async () => {
    const { agent: client, user } = await clientAgent(t);
    const { agent: manager } = await staffAgent(t, 'manager');
    const id = await start(client);
    const note = await manager
      .post(`/api/staff/conversations/${id}/messages`)
      .send({ body: 'SECRET-NOTE: client is late with payments', internal: true })
      .expect(201);
    expect(note.body.internal).toBe(true);

    for (const path of [
      `/api/conversations/${id}`,
      '/api/conversations',
      '/api/conversations?q=SECRET',
      '/api/conversations/unread-count',
    ]) {
      const res = await client.get(path).expect(200);
      expect(JSON.stringify(res.body)).not.toContain('SECRET-NOTE');
    }
    expect((await client.get('/api/conversations?q=SECRET').expect(200)).body.total).toBe(0);
    expect((await client.get('/api/conversations/unread-count').expect(200)).body).toEqual({ messages: 0, conversations: 0 });
    const reply = await client.post(`/api/conversations/${id}/messages`).send({ body: 'Any news?' }).expect(201);
    expect(JSON.stringify(reply.body)).not.toContain('SECRET-NOTE');
    expect(reply.body).not.toHaveProperty('internal');
    // The client's read marker stops at what the client can see.
    await client.post(`/api/conversations/${id}/read`).expect(200);
    // A note does not answer the client: the conversation still waits for the firm.
    const waiting = await manager.get('/api/staff/conversations?filter=waiting').expect(200);
    expect(waiting.body.items.map((c: { id: number }) => c.id)).toEqual([id]);

    // Staff see the note, marked, and find it by search.
    const staffView = await manager.get(`/api/staff/conversations/${id}`).expect(200);
    expect(staffView.body.messages.map((m: { internal: boolean }) => m.internal)).toEqual([false, true, false]);
    expect((await manager.get('/api/staff/conversations?q=secret-note').expect(200)).body.total).toBe(1);
    expect(staffView.body.client.id).toBe(user.businessId);
  });

  it('answers 404 for anyone else’s conversation and for clients out of an accountant’s scope', async () => {
    const { agent: owner, user: ownerUser } = await clientAgent(t);
    const { agent: other } = await clientAgent(t, { firstName: 'Pieter' });
    const { agent: assigned, user: assignedUser } = await staffAgent(t, 'accountant');
    const { agent: unassigned } = await staffAgent(t, 'accountant');
    const { agent: admin } = await staffAgent(t, 'admin');
    await assign(t, ownerUser.businessId, assignedUser.id);
    const id = await start(owner);

    const notFound = { statusCode: 404, message: 'Conversation not found' };
    expect((await other.get(`/api/conversations/${id}`).expect(404)).body).toMatchObject(notFound);
    expect((await other.post(`/api/conversations/${id}/messages`).send({ body: 'hi' }).expect(404)).body).toMatchObject(notFound);
    expect((await other.post(`/api/conversations/${id}/read`).expect(404)).body).toMatchObject(notFound);
    await other.get('/api/conversations/99999').expect(404);
    await other.get('/api/conversations/abc').expect(404);
    expect((await other.get('/api/conversations').expect(200)).body.total).toBe(0);

    // Staff routes are for staff only.
    expect((await owner.get('/api/staff/conversations').expect(403)).body.message).toBe('Staff access only');

    expect((await unassigned.get('/api/staff/conversations').expect(200)).body.total).toBe(0);
    for (const call of [
      unassigned.get(`/api/staff/conversations/${id}`),
      unassigned.post(`/api/staff/conversations/${id}/messages`).send({ body: 'hi' }),
      unassigned.patch(`/api/staff/conversations/${id}`).send({ status: 'closed' }),
      unassigned.post(`/api/staff/conversations/${id}/read`),
    ]) {
      expect((await call.expect(404)).body).toMatchObject(notFound);
    }
    await unassigned.post(`/api/staff/clients/${ownerUser.businessId}/conversations`).send({ subject: 'Hi', body: 'There' }).expect(404);

    expect((await assigned.get('/api/staff/conversations').expect(200)).body.total).toBe(1);
    expect((await admin.get('/api/staff/conversations').expect(200)).body.total).toBe(1);

    // Nothing was written by the refused calls.
    expect(await t.dataSource.getRepository(ConversationMessage).count()).toBe(1);
  });

  it('assigns only to team members who may see the client, and closes and reopens', async () => {
    const { agent: client, user } = await clientAgent(t);
    const { agent: manager, user: mgr } = await staffAgent(t, 'manager', { firstName: 'Anele', lastName: 'Mbeki' });
    const { user: assignedAcc } = await staffAgent(t, 'accountant', { firstName: 'Sipho', lastName: 'Dube' });
    const { user: otherAcc } = await staffAgent(t, 'accountant', { firstName: 'Other', lastName: 'Person' });
    await assign(t, user.businessId, assignedAcc.id);
    const id = await start(client);

    const detail = await manager.get(`/api/staff/conversations/${id}`).expect(200);
    const assignable = detail.body.assignableStaff.map((s: { id: number }) => s.id);
    expect(assignable).toEqual(expect.arrayContaining([mgr.id, assignedAcc.id]));
    expect(assignable).not.toContain(otherAcc.id);

    const refused = await manager.patch(`/api/staff/conversations/${id}`).send({ assigneeId: otherAcc.id }).expect(400);
    expect(refused.body).toMatchObject({
      message: 'That team member cannot see this client',
      errors: { assigneeId: 'That team member cannot see this client' },
    });
    await manager.patch(`/api/staff/conversations/${id}`).send({ assigneeId: user.id }).expect(400);
    await manager.patch(`/api/staff/conversations/${id}`).send({ assigneeId: 987654 }).expect(400);
    expect((await manager.patch(`/api/staff/conversations/${id}`).send({}).expect(400)).body.message).toBe(
      'Say what to change: assigneeId, status or both',
    );
    expect((await manager.patch(`/api/staff/conversations/${id}`).send({ status: 'archived' }).expect(400)).body.errors).toEqual({
      status: 'status must be open or closed',
    });

    const assigned = await manager.patch(`/api/staff/conversations/${id}`).send({ assigneeId: assignedAcc.id }).expect(200);
    expect(assigned.body.assignee).toEqual({ id: assignedAcc.id, name: 'Sipho Dube' });
    const mine = await manager.get('/api/staff/conversations?mine=true').expect(200);
    expect(mine.body.total).toBe(0);

    const closed = await manager.patch(`/api/staff/conversations/${id}`).send({ status: 'closed' }).expect(200);
    expect(closed.body).toMatchObject({ status: 'closed', waitingSince: null });
    expect((await manager.get('/api/staff/conversations?filter=waiting').expect(200)).body.total).toBe(0);
    expect((await manager.get('/api/staff/conversations?status=closed').expect(200)).body.total).toBe(1);
    // A client reply reopens it, waiting for the firm again.
    await client.post(`/api/conversations/${id}/messages`).send({ body: 'One more thing' }).expect(201);
    const reopened = await manager.get(`/api/staff/conversations/${id}`).expect(200);
    expect(reopened.body.status).toBe('open');
    expect(reopened.body.waitingSince).toEqual(expect.any(String));

    const unassigned = await manager.patch(`/api/staff/conversations/${id}`).send({ assigneeId: null }).expect(200);
    expect(unassigned.body.assignee).toBeNull();
    const log = await activityRows(t, 'staff.conversation.update');
    expect(log.map((l) => l.details)).toEqual([
      { conversationId: id, businessId: user.businessId, assigneeId: assignedAcc.id },
      { conversationId: id, businessId: user.businessId, status: 'closed' },
      { conversationId: id, businessId: user.businessId, assigneeId: null },
    ]);
  });

  it('lets staff start a conversation from the client page; the client sees it unread', async () => {
    const { agent: client, user } = await clientAgent(t);
    const { agent: accountant, user: acc } = await staffAgent(t, 'accountant');
    await assign(t, user.businessId, acc.id);
    const res = await accountant
      .post(`/api/staff/clients/${user.businessId}/conversations`)
      .send({ subject: 'Missing bank statement', body: 'Please send the February statement.' })
      .expect(201);
    expect(res.body).toMatchObject({ subject: 'Missing bank statement', assignee: { id: acc.id }, waitingSince: null, unreadCount: 0 });
    expect((await client.get('/api/conversations/unread-count').expect(200)).body).toEqual({ messages: 1, conversations: 1 });
    const list = await client.get('/api/conversations?q=february').expect(200);
    expect(list.body.items.map((c: Summary) => c.subject)).toEqual(['Missing bank statement']);
    await accountant.post('/api/staff/clients/999999/conversations').send({ subject: 'x', body: 'y' }).expect(404);
  });

  it('refuses bad input with field messages, and counts a 5,000-character message as the limit', async () => {
    const { agent: client } = await clientAgent(t);
    const empty = await client.post('/api/conversations').send({ subject: '   ', body: '' }).expect(400);
    expect(empty.body.errors).toEqual({ subject: 'Subject is required', body: 'Message is required' });
    const long = await client
      .post('/api/conversations')
      .send({ subject: 'x'.repeat(201), body: 'y'.repeat(5001) })
      .expect(400);
    expect(long.body.errors).toEqual({
      subject: 'Subject must be at most 200 characters',
      body: 'Message must be at most 5,000 characters',
    });
    await client
      .post('/api/conversations')
      .send({ subject: 'Max', body: 'y'.repeat(5000) })
      .expect(201);
    const typed = await client
      .post('/api/conversations')
      .send({ subject: ['a'], body: { b: 1 } })
      .expect(400);
    expect(Object.keys(typed.body.errors)).toEqual(['subject', 'body']);
    const badQuery = await client.get('/api/conversations?limit=0').expect(400);
    expect(badQuery.body.errors).toEqual({ limit: 'limit must be at least 1' });
    expect(await t.dataSource.getRepository(Conversation).count()).toBe(1);
  });

  it('searches only the client’s own conversations, with % as a plain character', async () => {
    const { agent: a } = await clientAgent(t);
    const { agent: b } = await clientAgent(t);
    await start(a, 'Payroll for June', 'We paid 50% bonus');
    await start(a, 'Invoice query', 'Nothing special');
    await start(b, 'Payroll too', 'Other client 50%');
    const payroll = await a.get('/api/conversations?q=PAYROLL').expect(200);
    expect(payroll.body.items.map((c: Summary) => c.subject)).toEqual(['Payroll for June']);
    const percent = await a.get('/api/conversations?q=50%25').expect(200);
    expect(percent.body.total).toBe(1);
    const all = await a.get('/api/conversations').expect(200);
    expect(all.body.items.map((c: Summary) => c.subject)).toEqual(['Invoice query', 'Payroll for June']);
  });

  it('mails the other side through the outbox, never the text; staff at most once per conversation per hour', async () => {
    const { agent: client, user } = await clientAgent(t);
    const { agent: accountant, user: acc } = await staffAgent(t, 'accountant', { firstName: 'Sipho', lastName: 'Dube' });
    const { user: mgr } = await staffAgent(t, 'manager');
    await assign(t, user.businessId, acc.id);
    // Only the messages feature's mails (sign-up confirmations and 2FA notices are other features').
    const outbox = async () =>
      (await t.dataSource.getRepository(OutboxMessage).find({ order: { id: 'ASC' } })).filter((m) => m.template.startsWith('message-'));

    const id = await start(client, 'SECRET-SUBJECT', 'SECRET-BODY about my tax number');
    let mails = await outbox();
    // The client's accountant hears of it (the managers do not: someone answers for this client).
    expect(mails.map((m) => [m.to, m.template, m.subject])).toEqual([
      [acc.email, 'message-received-staff', 'New message from Thandi Nkosi (Nkosi Catering)'],
    ]);
    expect(mails[0].text).toContain(`/staff/messages/${id}`);
    for (const m of mails) expect(`${m.subject}${m.text}${m.html}`).not.toMatch(/SECRET/);

    // A second message within the hour: no second mail to the accountant.
    await client.post(`/api/conversations/${id}/messages`).send({ body: 'SECRET-BODY again' }).expect(201);
    expect(await outbox()).toHaveLength(1);

    // The firm's reply mails the client; an internal note mails nobody.
    await accountant.post(`/api/staff/conversations/${id}/messages`).send({ body: 'SECRET-NOTE', internal: true }).expect(201);
    expect(await outbox()).toHaveLength(1);
    await accountant.post(`/api/staff/conversations/${id}/messages`).send({ body: 'SECRET-REPLY' }).expect(201);
    mails = await outbox();
    expect(mails).toHaveLength(2);
    expect(mails[1]).toMatchObject({
      to: user.email,
      template: 'message-received',
      category: 'messages',
      subject: 'You have a new message from Table Bay Accounting',
      userId: user.id,
    });
    expect(mails[1].text).toContain(`/dashboard/messages/${id}`);
    expect(mails[1].text).toContain('Hello Thandi,');
    expect(`${mails[1].subject}${mails[1].text}${mails[1].html}`).not.toMatch(/SECRET/);

    // An hour later the accountant hears again.
    await t.dataSource
      .getRepository(ConversationRead)
      .update({ conversationId: id, userId: acc.id }, { notifiedAt: new Date(Date.now() - 61 * 60_000) });
    await client.post(`/api/conversations/${id}/messages`).send({ body: 'Still there?' }).expect(201);
    expect((await outbox()).map((m) => m.to)).toEqual([acc.email, user.email, acc.email]);

    // A client nobody is assigned to: the managers and admins hear of it.
    const { agent: loner } = await clientAgent(t, { firstName: 'Pieter' });
    await start(loner);
    expect((await outbox()).at(-1)).toMatchObject({ to: mgr.email, template: 'message-received-staff' });
  });

  /** Another person, made a member of `businessId` with `role` and acting for it. */
  async function member(businessId: number, role: ClientRole, firstName: string) {
    const person = await clientAgent(t, { firstName, lastName: 'Member', company: `${firstName}'s own business` });
    await t.dataSource.getRepository(BusinessMember).insert({ businessId, userId: person.user.id, role });
    await person.agent.put('/api/session/business').send({ businessId }).expect(200);
    return person;
  }

  it('gives every member the business’s conversations, each with their own unread state; a viewer reads but cannot write', async () => {
    const { agent: owner, user } = await clientAgent(t);
    const { agent: manager, user: mgr } = await staffAgent(t, 'manager', { firstName: 'Anele', lastName: 'Mbeki' });
    const bookkeeper = await member(user.businessId, 'bookkeeper', 'Lindiwe');
    const viewer = await member(user.businessId, 'viewer', 'Vusi');
    const { agent: stranger } = await clientAgent(t, { firstName: 'Pieter', company: 'Pieter Plumbing' });
    const outbox = async () =>
      (await t.dataSource.getRepository(OutboxMessage).find({ order: { id: 'ASC' } })).filter((m) => m.template.startsWith('message-'));

    const id = await start(owner);
    // The row is the business's; the message is the person's who wrote it.
    expect(await t.dataSource.getRepository(Conversation).findOneByOrFail({ id })).toMatchObject({
      clientId: user.businessId,
      startedById: user.id,
    });
    // Colleagues hear of it (never its author), and so does the firm.
    expect((await outbox()).map((m) => [m.to, m.template, m.subject])).toEqual([
      [bookkeeper.user.email, 'message-received', 'New message in a conversation with Table Bay Accounting'],
      [viewer.user.email, 'message-received', 'New message in a conversation with Table Bay Accounting'],
      [mgr.email, 'message-received-staff', 'New message from Thandi Nkosi (Nkosi Catering)'],
    ]);
    expect((await outbox())[0].text).toContain('Hello Lindiwe,');
    expect((await outbox())[0].text).toContain('Thandi Nkosi has written to Table Bay Accounting');

    // The bookkeeper sees the business's conversation and answers in it, as themselves.
    expect((await bookkeeper.agent.get('/api/conversations').expect(200)).body.items.map((c: Summary) => c.id)).toEqual([id]);
    const reply = await bookkeeper.agent.post(`/api/conversations/${id}/messages`).send({ body: 'The slips are attached.' }).expect(201);
    expect(reply.body.author).toEqual({ id: bookkeeper.user.id, name: 'Lindiwe Member', side: 'client', role: null });
    const mailsAfterReply = (await outbox()).slice(3).map((m) => m.to);
    // The owner and the viewer hear of it; the bookkeeper does not; the manager's hourly notice is spent.
    expect(mailsAfterReply).toEqual([user.email, viewer.user.email]);

    // Staff see the person who wrote last and the business.
    const inbox = await manager.get('/api/staff/conversations').expect(200);
    expect(inbox.body.items[0].client).toEqual({ id: user.businessId, name: 'Lindiwe Member', company: 'Nkosi Catering' });
    expect((await manager.get(`/api/staff/conversations?q=lindiwe`).expect(200)).body.total).toBe(1);
    expect((await manager.get(`/api/staff/conversations?clientId=${user.businessId}`).expect(200)).body.total).toBe(1);
    const staffDetail = await manager.get(`/api/staff/conversations/${id}`).expect(200);
    expect(staffDetail.body.messages.map((m: { author: { name: string } }) => m.author.name)).toEqual(['Thandi Nkosi', 'Lindiwe Member']);

    // The firm answers: every member hears of it, each by their own name.
    await manager.post(`/api/staff/conversations/${id}/messages`).send({ body: 'Thanks, received.' }).expect(201);
    const fromFirm = (await outbox()).slice(5);
    expect(fromFirm.map((m) => [m.to, m.userId, m.subject])).toEqual([
      [user.email, user.id, 'You have a new message from Table Bay Accounting'],
      [bookkeeper.user.email, bookkeeper.user.id, 'You have a new message from Table Bay Accounting'],
      [viewer.user.email, viewer.user.id, 'You have a new message from Table Bay Accounting'],
    ]);
    expect(fromFirm[2].text).toContain('Hello Vusi,');

    // The viewer reads, and marks read for themselves only; writing is refused and writes nothing.
    expect((await viewer.agent.get('/api/conversations/unread-count').expect(200)).body).toEqual({ messages: 1, conversations: 1 });
    expect((await viewer.agent.get(`/api/conversations/${id}`).expect(200)).body.messages).toHaveLength(3);
    expect((await viewer.agent.post(`/api/conversations/${id}/messages`).send({ body: 'hi' }).expect(403)).body.message).toBe(
      CAPABILITY_NOT_ALLOWED,
    );
    expect((await viewer.agent.post('/api/conversations').send({ subject: 'x', body: 'y' }).expect(403)).body.message).toBe(
      CAPABILITY_NOT_ALLOWED,
    );
    expect((await viewer.agent.post(`/api/conversations/${id}/read`).expect(200)).body).toEqual({ messages: 0, conversations: 0 });
    expect((await owner.get('/api/conversations/unread-count').expect(200)).body).toEqual({ messages: 1, conversations: 1 });
    expect(await t.dataSource.getRepository(ConversationMessage).countBy({ conversationId: id })).toBe(3);
    // The firm's message shows as read by the client side once any member has read it.
    expect((await owner.get(`/api/conversations/${id}`).expect(200)).body.messages[2].readByOtherSide).toBe(true);

    // Someone outside the business: as for a conversation that does not exist.
    expect((await stranger.get(`/api/conversations/${id}`).expect(404)).body.message).toBe('Conversation not found');
    await stranger.post(`/api/conversations/${id}/messages`).send({ body: 'hi' }).expect(404);
    expect((await stranger.get('/api/conversations').expect(200)).body.total).toBe(0);

    // A member leaving takes nothing with them: the conversation and their message stay.
    await t.dataSource.getRepository(BusinessMember).delete({ businessId: user.businessId, userId: bookkeeper.user.id });
    expect((await bookkeeper.agent.get(`/api/conversations/${id}`).expect(403)).body.message).toMatch(/no longer a member/);
    expect((await owner.get(`/api/conversations/${id}`).expect(200)).body.messages[1].author.name).toBe('Lindiwe Member');
  });

  it('deletes the client’s conversations, messages and read state with the account', async () => {
    const { agent: client, user } = await clientAgent(t);
    const { agent: manager, user: mgr } = await staffAgent(t, 'manager');
    const { agent: bystander } = await clientAgent(t);
    const id = await start(client);
    const keep = await start(bystander);
    await manager.post(`/api/staff/conversations/${id}/messages`).send({ body: 'Reply' }).expect(201);
    await manager.post(`/api/staff/conversations/${id}/read`).expect(200);
    // Deleting the account asks for the password again (docs/security.md).
    await client.delete('/api/user').send({ password: DEFAULT_PASSWORD }).expect(200);

    expect(await t.dataSource.getRepository(Conversation).findBy({ clientId: user.businessId })).toEqual([]);
    expect(await t.dataSource.getRepository(ConversationMessage).findBy({ conversationId: id })).toEqual([]);
    expect(await t.dataSource.getRepository(ConversationRead).findBy({ conversationId: id })).toEqual([]);
    expect(await t.dataSource.getRepository(Conversation).findOneBy({ id: keep })).not.toBeNull();
    await manager.get(`/api/staff/conversations/${id}`).expect(404);
    expect((await manager.get('/api/staff/conversations').expect(200)).body.items.map((c: { id: number }) => c.id)).toEqual([keep]);
    expect(mgr.id).toBeGreaterThan(0);
  });
});

// Its own app: one app per database at a time (two apps sharing a SQLite file trip over each other's sessions).
describe('Secure messages: posting limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ ...STAFF_SUITE_ENV, MESSAGE_LIMIT_PER_HOUR: '3' });
  });
  afterAll(() => limited.close());

  it('limits how many messages one account posts in an hour', async () => {
    const { agent } = await clientAgent(limited);
    const id = await start(agent);
    await agent.post(`/api/conversations/${id}/messages`).send({ body: 'two' }).expect(201);
    await agent.post(`/api/conversations/${id}/messages`).send({ body: 'three' }).expect(201);
    const res = await agent.post(`/api/conversations/${id}/messages`).send({ body: 'four' }).expect(429);
    expect(res.body.message).toBe('You have sent a lot of messages in a short time. Please wait a few minutes and try again.');
    // Another account on the same network is not held back.
    const { agent: neighbour } = await clientAgent(limited);
    await start(neighbour);
  });
});
