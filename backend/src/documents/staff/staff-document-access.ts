import { ActivityService } from '../../activity/activity.service';
import { AuditContext } from '../../common/audit/audit-context';
import { staffRoleOf } from '../../users/staff-roles';
import { User } from '../../users/user.entity';

/** Recorded on the client's own trail whenever a staff member opens one of their documents. */
export const STAFF_DOCUMENT_ACCESS = 'document.staff-access';

/**
 * A staff member opened a business's file, whichever screen asked: a row on the trail of the
 * member who uploaded it (shown on their activity screen by account-security) naming the staff
 * member and their role. A document with no uploader left among the clients (their account went,
 * or the firm sent it) has no one's trail to go on; the staff member's own entry records it.
 */
export async function recordStaffDocumentAccess(
  activity: ActivityService,
  staff: User,
  doc: { id: number; businessId: number; userId: number | null; source: string; fileName: string },
  mode: 'view' | 'download',
  origin: AuditContext,
): Promise<void> {
  if (doc.userId === null || doc.source !== 'archive' || doc.userId === staff.id) return;
  // On the uploader's trail; the staff member's address stays for the firm's audit, never shown to the client.
  await activity.record({ ...origin, actorId: doc.userId }, STAFF_DOCUMENT_ACCESS, {
    businessId: doc.businessId,
    staffId: staff.id,
    staffName: [staff.firstName, staff.lastName].filter(Boolean).join(' ') || staff.username,
    staffRole: staffRoleOf(staff) ?? staff.role,
    documentId: doc.id,
    fileName: doc.fileName,
    mode,
  });
}
