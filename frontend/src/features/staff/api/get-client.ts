import useSWR from 'swr';
import { useStaffKey } from './staff-keys';
import { CLIENTS_PATH } from './get-clients';

export type DocumentStatus = 'pending' | 'approved' | 'rejected' | 'needs_revision';
export type RequestStatus = 'pending' | 'overdue' | 'completed';
export type SubscriptionStatus = 'active' | 'canceled' | 'expired' | 'pending';
export type PaymentStatus = 'pending' | 'completed' | 'failed' | 'refunded';

export interface ClientProfile {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  company: string | null;
  address: string | null;
  city: string | null;
  postalCode: string | null;
  country: string;
  vatNumber: string | null;
  registrationNumber: string | null;
  businessType: string | null;
  annualRevenue: string | null;
  numberOfEmployees: number | null;
  isProfileComplete: boolean;
  lastLogin: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ClientEmployee {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  position: string | null;
  employeeId: string | null;
  salaryAmount: number | null;
  startDate: string | null;
  endDate: string | null;
  isActive: boolean;
}

export interface ServiceSummary {
  id: number;
  title: string;
  description: string;
  price: number;
  packageType: string;
  features: string[];
}

export interface StaffSubscription {
  id: number;
  userId: number;
  serviceId: number;
  status: SubscriptionStatus;
  stripeSubscriptionId: string | null;
  startDate: string;
  endDate: string | null;
  renewalDate: string | null;
  autoRenew: boolean;
  createdAt: string;
  updatedAt: string;
  service: ServiceSummary | null;
}

export interface StaffPayment {
  id: number;
  userId: number | null;
  subscriptionId: number | null;
  serviceTitle: string | null;
  amount: number;
  currency: string;
  status: PaymentStatus;
  paymentMethod: string | null;
  /** The bank reference for payments staff record. */
  stripePaymentId: string | null;
  paymentDate: string;
  description: string | null;
  createdAt: string;
}

export interface StaffDocument {
  id: number;
  userId: number;
  fileName: string;
  fileType: string;
  fileSize: number;
  category: string;
  description: string | null;
  status: DocumentStatus;
  uploadedAt: string;
  lastModified: string | null;
  reviewedBy: number | null;
  reviewerName: string | null;
  reviewedAt: string | null;
  reviewNotes: string | null;
  /** Staff download route (attachment). */
  downloadUrl: string;
}

export interface StaffDocumentRequest {
  id: number;
  clientId: number;
  requestedBy: number | null;
  documentType: string;
  description: string | null;
  dueDate: string | null;
  status: RequestStatus;
  fulfilledWith: number | null;
  fulfilledDocument: { id: number; fileName: string } | null;
  createdAt: string;
  updatedAt: string;
}

export interface ClientAssignment {
  id: number;
  clientId: number;
  clientName: string | null;
  accountantId: number;
  accountantName: string | null;
  assignedBy: number | null;
  isActive: boolean;
  assignedAt: string;
  notes: string | null;
}

/** GET /api/staff/clients/:id: everything the client page shows. */
export interface ClientDetail {
  profile: ClientProfile;
  employees: ClientEmployee[];
  subscriptions: StaffSubscription[];
  payments: StaffPayment[];
  documents: StaffDocument[];
  requests: StaffDocumentRequest[];
  assignments: ClientAssignment[];
}

export function clientKey(clientId: number): string {
  return `${CLIENTS_PATH}/${clientId}`;
}

export function useClient(clientId: number | null) {
  return useSWR<ClientDetail>(useStaffKey(clientId === null ? null : clientKey(clientId)));
}
