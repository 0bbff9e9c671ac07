import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { DocumentsModule } from '../documents/documents.module';
import { Payment } from './entities/payment.entity';
import { AccessModule } from '../access/access.module';
import { Subscription } from './entities/subscription.entity';
import { BillingJobService } from './billing-job.service';
import { BillingMail } from './billing-mail';
import { BillingTransactions } from './billing-transactions';
import { BillingOverviewService } from './billing-overview.service';
import { BillingSettingsController } from './controllers/billing-settings.controller';
import { InvoicesController } from './controllers/invoices.controller';
import { PayfastNotifyController } from './controllers/payfast-notify.controller';
import { PaymentsController } from './controllers/payments.controller';
import { StaffBillingController } from './controllers/staff-billing.controller';
import { StaffInvoicesController } from './controllers/staff-invoices.controller';
import { SubscriptionsController } from './controllers/subscriptions.controller';
import { BillingSequence } from './entities/billing-sequence.entity';
import { BankStatement, BankStatementLine } from './entities/bank-statement.entity';
import { ReconciliationService } from './reconciliation/reconciliation.service';
import { StaffReconciliationController } from './controllers/staff-reconciliation.controller';
import { CreditNote } from './entities/credit-note.entity';
import { Invoice } from './entities/invoice.entity';
import { InvoiceFileReferences } from './invoice-file-references';
import { InvoiceIssuer } from './invoice-issuer';
import { InvoicesService } from './invoices.service';
import { PayfastService } from './payfast/payfast.service';
import { PaymentsService } from './payments.service';
import { BillingSubscriptionsService } from './subscriptions.service';
import { PackageChangesService } from './package-changes.service';
import { ActivityModule } from '../activity/activity.module';
import { ClientListsModule } from '../client-lists/client-lists.module';
import { BusinessesModule } from '../businesses/businesses.module';

/**
 * Subscriptions, payments, invoices and credit notes, and every transition between their states,
 * for the client's side and the firm's alike (the controllers are thin callers of these services).
 */
@Module({
  imports: [
    ActivityModule,
    ClientListsModule,
    AccessModule,
    BusinessesModule,
    CatalogueModule,
    DocumentsModule,
    TypeOrmModule.forFeature([Subscription, Payment, Invoice, CreditNote, BillingSequence, BankStatement, BankStatementLine]),
  ],
  controllers: [
    SubscriptionsController,
    PaymentsController,
    InvoicesController,
    PayfastNotifyController,
    StaffBillingController,
    StaffInvoicesController,
    BillingSettingsController,
    StaffReconciliationController,
  ],
  providers: [
    BillingTransactions,
    InvoiceIssuer,
    InvoiceFileReferences,
    BillingMail,
    BillingSubscriptionsService,
    PackageChangesService,
    InvoicesService,
    PayfastService,
    PaymentsService,
    BillingOverviewService,
    BillingJobService,
    ReconciliationService,
  ],
  exports: [BillingSubscriptionsService, InvoicesService, BillingJobService, PaymentsService, PackageChangesService],
})
export class BillingModule {}
