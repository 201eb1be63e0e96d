import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { OptionalString } from '../../common/dto-rules';

/** The widget's filters; unknown values answer 400 with the known ones. */
export class EmbedQuery {
  @OptionalString({ description: 'Organization id', format: 'uuid' })
  organization?: string;

  @OptionalString({ description: 'Metro area slug', example: 'dallas-fort-worth' })
  metro?: string;

  @OptionalString({ description: 'Community language code (te, ta, gu, … or all)', example: 'te' })
  language?: string;

  @OptionalString({ description: 'Festival slug', example: 'diwali' })
  festival?: string;

  @OptionalString({ description: 'Practical tag (GET /api/tags), e.g. kids-family' })
  tag?: string;

  @OptionalString({ description: 'Events shown, 1 to 50 (default 10)', example: '10' })
  limit?: string;

  @ApiPropertyOptional({
    description:
      "'ignore': an unknown metro, language, festival or tag is left out and named in the answer's `ignored` (the widget's script asks so)",
    enum: ['ignore'],
  })
  @IsOptional()
  @IsIn(['ignore'], { message: "unknown must be 'ignore'" })
  unknown?: string;
}
