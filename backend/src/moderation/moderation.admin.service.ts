import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/api-error';
import { Event } from '../events/event.entity';
import { Organization } from '../organizations/organization.entity';
import { ModeratedEventDto, ModeratedOrganizationDto } from './dto/moderated-item.dto';
import { ModerationService } from './moderation.service';
import { riskLevelOf } from './risk-level';

/** Admins re-run moderation on a stored item (after the rules changed, or to refresh a duplicate check). */
@Injectable()
export class ModerationAdminService {
  constructor(
    private readonly ds: DataSource,
    private readonly moderation: ModerationService,
  ) {}

  async reassessEvent(id: string): Promise<ModeratedEventDto> {
    const repo = this.ds.getRepository(Event);
    const event = await repo.findOne({ where: { id } });
    if (!event) throw new DomainError(404, 'Event not found');
    const result = await this.moderation.assessEvent({
      id: event.id,
      title: event.title,
      description: event.description,
      category: event.category,
      date: event.date,
      startTime: event.startTime,
      venue: event.venue,
      city: event.city,
      state: event.state,
      price: event.price,
      priceText: event.priceText,
      isFree: event.isFree,
      ticketUrl: event.ticketUrl,
      imageUrl: event.imageUrl,
      organizationId: event.organizationId,
    });
    await repo.update(
      { id },
      { moderationScore: result.score, moderationFlags: result.flags, duplicateOfId: result.duplicateOfId ?? null },
    );
    const saved = await repo.findOneOrFail({ where: { id }, relations: { organization: true } });
    const { organization, ...rest } = saved;
    return {
      ...rest,
      riskLevel: riskLevelOf(rest.moderationScore),
      organization: organization ? { id: organization.id, name: organization.name, contactEmail: organization.contactEmail } : null,
    };
  }

  async reassessOrganization(id: string): Promise<ModeratedOrganizationDto> {
    const repo = this.ds.getRepository(Organization);
    const org = await repo.findOne({ where: { id } });
    if (!org) throw new DomainError(404, 'Organization not found');
    const result = await this.moderation.assessOrganization({
      id: org.id,
      name: org.name,
      description: org.description,
      website: org.website,
      eventsPageUrl: org.eventsPageUrl,
      contactEmail: org.contactEmail,
      contactPhone: org.contactPhone,
      city: org.city,
      state: org.state,
    });
    await repo.update({ id }, { moderationScore: result.score, moderationFlags: result.flags });
    const saved = await repo.findOneOrFail({ where: { id } });
    return { ...saved, riskLevel: riskLevelOf(saved.moderationScore) };
  }
}
