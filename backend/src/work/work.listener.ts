import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../common/events/domain-events';
import { WorkPlanner } from './work-planner.service';

/**
 * The work reacts at once to what other domains report (docs/work.md, "When plans change"): a
 * billing change (a package added, cancelled or expired) or a profile change replans that
 * business; a fulfilled request or a client's answer ticks the client task and may move its job on.
 * The scheduled pass does the same for every business, so a change made where no event is emitted
 * (an employee added, SQL by hand, an event lost in a restart) is caught within the interval.
 */
@Injectable()
export class WorkListener implements OnModuleInit {
  private readonly logger = new Logger(WorkListener.name);

  constructor(
    private readonly events: DomainEvents,
    private readonly planner: WorkPlanner,
  ) {}

  onModuleInit(): void {
    this.events.on('billing.changed', async (e) => {
      for (const businessId of e.businessIds) await this.replan(businessId);
    });
    this.events.on('business.profile_changed', (e) => this.replan(e.businessId));
    this.events.on('request.fulfilled', (e) => this.planner.reconcileClientTasks(e.businessId));
    this.events.on('conversation.client_replied', (e) => this.planner.reconcileClientTasks(e.businessId));
  }

  private async replan(businessId: number): Promise<void> {
    const report = await this.planner.planBusiness(businessId);
    if (report.created + report.retired + report.revived > 0) {
      this.logger.log(`Business ${businessId}: ${report.created} jobs made, ${report.retired} retired, ${report.revived} revived`);
    }
  }
}
