import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';

/** Whose events: a metro area or an organization (exactly one); checked by parseScope. */
export class ShareScopeQuery {
  @ApiPropertyOptional({ description: 'Metro area slug (GET /api/places/metros lists them)', example: 'dfw' })
  @IsOptional()
  @IsString()
  metro?: string;

  @ApiPropertyOptional({ description: 'An organization listed on Sangam', format: 'uuid' })
  @IsOptional()
  @IsString()
  organizationId?: string;
}

export class WhatsAppQuery extends ShareScopeQuery {
  @ApiPropertyOptional({
    description: 'Present (`&weekend`): this weekend only (Friday to Sunday). Absent: a metro’s next 7 days, an organization’s next 30.',
    example: '',
  })
  @IsOptional()
  @IsString()
  weekend?: string;
}
