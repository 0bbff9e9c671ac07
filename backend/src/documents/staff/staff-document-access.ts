import { ActivityService } from '../../activity/activity.service';
import { AuditContext } from '../../common/audit/audit-context';
import { staffRoleOf } from '../../users/staff-roles';
import { User } from '../../users/user.entity';

/** Recorded on the client's own trail whenever a staff member opens one of their documents. */
export const STAFF_DOCUMENT_ACCESS = 'document.staff-access';

/**
 * A staff member opened a client's file, whichever screen asked: a row on the client's own trail
 * (shown on their activity screen by account-security) naming the staff member and their role.
 */
export async function recordStaffDocumentAccess(
  activity: ActivityService,
  staff: User,
  clientId: number,
  doc: { id: number; fileName: string },
  mode: 'view' | 'download',
  origin: AuditContext,
): Promise<void> {
  // On the client's trail; the staff member's address stays for the firm's audit, never shown to the client.
  await activity.record({ ...origin, actorId: clientId }, STAFF_DOCUMENT_ACCESS, {
    staffId: staff.id,
    staffName: [staff.firstName, staff.lastName].filter(Boolean).join(' ') || staff.username,
    staffRole: staffRoleOf(staff) ?? staff.role,
    documentId: doc.id,
    fileName: doc.fileName,
    mode,
  });
}
