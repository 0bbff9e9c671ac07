import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { CountBadge } from '../../../components/ui/badge';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchInput } from '../../../components/ui/search-input';
import { CellNote, CellTitle, DataTable, RowActions, type Column } from '../../../components/ui/table';
import { enquiriesContent as t } from '../../../content/staff';
import { formatDateTime } from '../../../lib/format';
import {
  setContactRead,
  setWaitlistContacted,
  useContactMessages,
  useWaitlist,
  type ContactEnquiry,
  type WaitlistEnquiry,
} from '../api/get-enquiries';
import { PAGE_SIZE, useRevalidateStaff } from '../../../lib/staff-keys';
import { runAction } from '../../../lib/run-action';
import { useDebounced } from '../../../lib/use-debounced';
import { UnreadDot } from '../../../components/ui/badge';
import { CheckboxLabel, Toolbar } from '../../../components/ui/layout';
import { Pager } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { Tab, TabList } from '../../../components/ui/tabs';
import { mayOnboardClients } from '../../../lib/staff-access';
import { useSessionStore } from '../../../stores/session-store';
import { InviteEnquiryDialog } from './onboarding-dialogs';

/** /staff/enquiries: the shared inbox of waitlist sign-ups and contact messages. */
export function EnquiriesPage() {
  const [tab, setTab] = useState('waitlist');
  const [query, setQuery] = useState('');
  const [onlyOpen, setOnlyOpen] = useState(false);
  const [offsets, setOffsets] = useState({ waitlist: 0, contact: 0 });
  const q = useDebounced(query);
  const waitlist = useWaitlist({ q, open: onlyOpen, offset: offsets.waitlist, limit: PAGE_SIZE });
  const contact = useContactMessages({ q, open: onlyOpen, offset: offsets.contact, limit: PAGE_SIZE });
  const revalidate = useRevalidateStaff();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [toInvite, setToInvite] = useState<WaitlistEnquiry | null>(null);
  // Accountants may not onboard clients (the API answers 403), so they do not see the button.
  const mayOnboard = mayOnboardClients(useSessionStore((s) => s.user));

  const resetPaging = () => setOffsets({ waitlist: 0, contact: 0 });
  const emptyText = q.trim() || onlyOpen ? t.emptySearch : t.emptyNone;

  async function act(id: string, action: () => Promise<unknown>, success: { title: string; description: string }) {
    setBusyId(id);
    if (await runAction(action, success)) await revalidate();
    setBusyId(null);
  }

  const toHandle = { waitlist: waitlist.data?.uncontactedCount ?? 0, contact: contact.data?.unreadCount ?? 0 };

  // On a phone each enquiry is a card (the table would scroll sideways): who, status, when, the
  // message, then the action.
  const from = (e: { name: string; email: string; phone?: string | null }, business?: string | null) => (
    <>
      <CellTitle>{e.name}</CellTitle>
      <CellNote>
        <a href={`mailto:${e.email}`}>{e.email}</a>
      </CellNote>
      {e.phone && <CellNote>{e.phone}</CellNote>}
      {business && <CellNote>{business}</CellNote>}
    </>
  );
  const waitlistColumns: ReadonlyArray<Column<WaitlistEnquiry>> = [
    {
      id: 'status',
      header: t.status,
      card: 'status',
      cell: (w) =>
        w.isContacted ? (
          <Badge $tone="success">{t.contacted}</Badge>
        ) : (
          <Badge $tone="warning">
            <UnreadDot aria-hidden="true" />
            {t.notContacted}
          </Badge>
        ),
    },
    { id: 'from', header: t.from, card: 'title', cell: (w) => from(w, w.business) },
    { id: 'interest', header: t.interest, card: 'meta', cell: (w) => w.interest || '—' },
    { id: 'message', header: t.message, cell: (w) => w.message || t.noMessage },
    { id: 'received', header: t.received, card: 'meta', cell: (w) => formatDateTime(w.createdAt) },
    {
      id: 'actions',
      header: t.actions,
      headerHidden: true,
      card: 'action',
      align: 'end',
      cell: (w) => (
        <RowActions>
          {w.businessId !== null ? (
            <Badge $tone="success">{t.invited}</Badge>
          ) : (
            mayOnboard && (
              <Button $variant="secondary" $size="sm" aria-label={t.inviteLabel(w.name)} onClick={() => setToInvite(w)}>
                {t.invite}
              </Button>
            )
          )}
          <Button
            $variant={w.isContacted ? 'ghost' : 'secondary'}
            $size="sm"
            disabled={busyId === `w${w.id}`}
            aria-label={w.isContacted ? t.markNotContactedLabel(w.name) : t.markContactedLabel(w.name)}
            onClick={() =>
              void act(`w${w.id}`, () => setWaitlistContacted(w.id, !w.isContacted), {
                title: t.updated,
                description: w.isContacted ? t.updatedNotContacted(w.name) : t.updatedContacted(w.name),
              })
            }
          >
            {w.isContacted ? t.markNotContacted : t.markContacted}
          </Button>
        </RowActions>
      ),
    },
  ];
  const contactColumns: ReadonlyArray<Column<ContactEnquiry>> = [
    {
      id: 'status',
      header: t.status,
      card: 'status',
      cell: (c) =>
        c.isRead ? (
          <Badge>{t.read}</Badge>
        ) : (
          <Badge $tone="warning">
            <UnreadDot aria-hidden="true" />
            {t.unread}
          </Badge>
        ),
    },
    { id: 'from', header: t.from, card: 'title', cell: (c) => from(c) },
    { id: 'subject', header: t.subject, card: 'meta', cell: (c) => (c.isRead ? c.subject : <strong>{c.subject}</strong>) },
    { id: 'message', header: t.message, cell: (c) => c.message },
    { id: 'received', header: t.received, card: 'meta', cell: (c) => formatDateTime(c.createdAt) },
    {
      id: 'actions',
      header: t.actions,
      headerHidden: true,
      card: 'action',
      align: 'end',
      cell: (c) => (
        <RowActions>
          <Button
            $variant={c.isRead ? 'ghost' : 'secondary'}
            $size="sm"
            disabled={busyId === `c${c.id}`}
            aria-label={c.isRead ? t.markUnreadLabel(c.name) : t.markReadLabel(c.name)}
            onClick={() =>
              void act(`c${c.id}`, () => setContactRead(c.id, !c.isRead), {
                title: t.updated,
                description: c.isRead ? t.updatedUnread(c.name) : t.updatedRead(c.name),
              })
            }
          >
            {c.isRead ? t.markUnread : t.markRead}
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <Toolbar>
        <SearchInput
          id="enquiries-search"
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          value={query}
          onChange={(v) => {
            setQuery(v);
            resetPaging();
          }}
        />
        <CheckboxLabel>
          <input
            type="checkbox"
            checked={onlyOpen}
            onChange={(e) => {
              setOnlyOpen(e.target.checked);
              resetPaging();
            }}
          />
          {tab === 'waitlist' ? t.onlyOpenWaitlist : t.onlyOpenContact}
        </CheckboxLabel>
      </Toolbar>

      <Tabs.Root value={tab} onValueChange={setTab}>
        <TabList aria-label={t.title}>
          {(['waitlist', 'contact'] as const).map((key) => (
            <Tab key={key} value={key}>
              {t.tabs[key]}
              {toHandle[key] > 0 && (
                <>
                  <CountBadge aria-hidden="true">{toHandle[key]}</CountBadge>
                  <span className="visually-hidden">({t.tabs.count(toHandle[key])})</span>
                </>
              )}
            </Tab>
          ))}
        </TabList>

        <Tabs.Content value="waitlist">
          <QueryState isLoading={waitlist.isLoading} error={waitlist.error} onRetry={() => void waitlist.mutate()}>
            {waitlist.data && waitlist.data.items.length === 0 ? (
              <EmptyState title={t.emptyTitle}>{emptyText}</EmptyState>
            ) : (
              <DataTable caption={t.waitlistCaption} columns={waitlistColumns} rows={waitlist.data?.items ?? []} rowKey={(w) => w.id} />
            )}
            {waitlist.data && (
              <Pager
                offset={offsets.waitlist}
                limit={PAGE_SIZE}
                total={waitlist.data.total}
                onChange={(o) => setOffsets((s) => ({ ...s, waitlist: o }))}
              />
            )}
          </QueryState>
        </Tabs.Content>

        <Tabs.Content value="contact">
          <QueryState isLoading={contact.isLoading} error={contact.error} onRetry={() => void contact.mutate()}>
            {contact.data && contact.data.items.length === 0 ? (
              <EmptyState title={t.emptyTitle}>{emptyText}</EmptyState>
            ) : (
              <DataTable caption={t.contactCaption} columns={contactColumns} rows={contact.data?.items ?? []} rowKey={(c) => c.id} />
            )}
            {contact.data && (
              <Pager
                offset={offsets.contact}
                limit={PAGE_SIZE}
                total={contact.data.total}
                onChange={(o) => setOffsets((s) => ({ ...s, contact: o }))}
              />
            )}
          </QueryState>
        </Tabs.Content>
      </Tabs.Root>
      <InviteEnquiryDialog enquiry={toInvite} onClose={() => setToInvite(null)} />
    </>
  );
}
