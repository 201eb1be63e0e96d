import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { KnownValue } from '../../events/dto/list-events.query';
import { lowerTrimOrOmit, OptionalString } from '../../common/dto-rules';

/** Whose events: a metro area or an organization (exactly one); checked by parseScope. */
export class ShareScopeQuery {
  @OptionalString({ description: 'Metro area slug (GET /api/places/metros lists them)', example: 'dfw' })
  metro?: string;

  @OptionalString({ description: 'An organization listed on Sangam', format: 'uuid' })
  organizationId?: string;

  @ApiPropertyOptional({ description: 'Only events of this festival (GET /api/festivals)', example: 'diwali' })
  @IsOptional()
  @KnownValue('festival')
  @Transform(lowerTrimOrOmit)
  festival?: string;

  @ApiPropertyOptional({ description: 'Only events whose languages include this code (GET /api/languages)', example: 'te' })
  @IsOptional()
  @KnownValue('language')
  @Transform(lowerTrimOrOmit)
  language?: string;

  @ApiPropertyOptional({ description: 'Only events with this practical tag (GET /api/tags)', example: 'kids-family' })
  @IsOptional()
  @KnownValue('tag')
  @Transform(lowerTrimOrOmit)
  tag?: string;
}

export class WhatsAppQuery extends ShareScopeQuery {
  @OptionalString({
    description: 'Present (`&weekend`): this weekend only (Friday to Sunday). Absent: a metro’s next 7 days, an organization’s next 30.',
    example: '',
  })
  weekend?: string;
}
