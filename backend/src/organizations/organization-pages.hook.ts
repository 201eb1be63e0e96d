import { Injectable, Logger } from '@nestjs/common';

/**
 * Tells other modules that organizations' event pages may have changed (approved, rejected, edited,
 * deleted), so scraping can keep its sources in step at once without this module depending on it.
 */
@Injectable()
export class OrganizationPagesHook {
  private readonly logger = new Logger('Organizations');
  private readonly listeners: Array<() => Promise<unknown>> = [];

  listen(listener: () => Promise<unknown>): void {
    this.listeners.push(listener);
  }

  /** Runs after the change committed; a failing listener is logged (the next scraping run catches up). */
  async changed(): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener();
      } catch (e) {
        this.logger.error(`after an organization's pages changed: ${(e as Error).message}`);
      }
    }
  }
}
