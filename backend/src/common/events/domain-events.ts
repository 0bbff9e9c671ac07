import { Global, Injectable, Logger, Module } from '@nestjs/common';
import { EventEmitter } from 'node:events';

/** Things that happened in one domain that another (the staff side's notifications, say) reacts to. */
export interface DomainEventMap {
  'enquiry.received': { kind: 'waitlist' | 'contact'; id: number; name: string; email: string };
  /** businessId: whose documents; userId: the member who uploaded. */
  'document.uploaded': { businessId: number; userId: number; documentIds: number[]; requestId: number | null };
  'request.fulfilled': { businessId: number; userId: number; requestId: number; documentId: number };
  'account.deleted': { userId: number };
  /** A billing write for these client businesses committed: their subscriptions may have changed. */
  'billing.changed': { businessIds: number[] };
  /** The company or tax profile of a business changed (the compliance calendar may differ). */
  'business.profile_changed': { businessId: number };
  /** A member of the business wrote in one of its conversations. */
  'conversation.client_replied': { businessId: number; conversationId: number };
  /** A member sent proof of payment for an open invoice of their business. */
  'invoice.proof_received': { businessId: number; userId: number; invoiceId: number; invoiceNumber: string };
}

/**
 * In-process publish/subscribe between modules, so a domain never imports the modules that react
 * to it. Handlers run after the emitting transaction; a failing handler is logged, never thrown
 * back at the request that emitted.
 */
@Injectable()
export class DomainEvents {
  private readonly emitter = new EventEmitter();
  private readonly logger = new Logger(DomainEvents.name);

  emit<K extends keyof DomainEventMap>(name: K, payload: DomainEventMap[K]): void {
    for (const listener of this.emitter.listeners(name) as Array<(p: DomainEventMap[K]) => unknown>) {
      Promise.resolve()
        .then(() => listener(payload))
        .catch((err: unknown) => this.logger.error(`Handler for ${name} failed`, err instanceof Error ? err.stack : String(err)));
    }
  }

  on<K extends keyof DomainEventMap>(name: K, listener: (payload: DomainEventMap[K]) => unknown): void {
    this.emitter.on(name, listener);
  }
}

@Global()
@Module({ providers: [DomainEvents], exports: [DomainEvents] })
export class DomainEventsModule {}
