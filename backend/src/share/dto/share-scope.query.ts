import { KnownFilter } from '../../events/dto/list-events.query';
import { OptionalString } from '../../common/dto-rules';

/** Whose events: a metro area or an organization (exactly one); checked by parseScope. */
export class ShareScopeQuery {
  @OptionalString({ description: 'Metro area slug (GET /api/places/metros lists them)', example: 'dfw' })
  metro?: string;

  @OptionalString({ description: 'An organization listed on Sangam', format: 'uuid' })
  organizationId?: string;

  @KnownFilter('festival', { description: 'Only events of this festival (GET /api/festivals)', example: 'diwali' })
  festival?: string;

  @KnownFilter('language', { description: 'Only events whose languages include this code (GET /api/languages)', example: 'te' })
  language?: string;

  @KnownFilter('tag', { description: 'Only events with this practical tag (GET /api/tags)', example: 'kids-family' })
  tag?: string;
}

export class WhatsAppQuery extends ShareScopeQuery {
  @OptionalString({
    description: 'Present (`&weekend`): this weekend only (Friday to Sunday). Absent: a metro’s next 7 days, an organization’s next 30.',
    example: '',
  })
  weekend?: string;
}
