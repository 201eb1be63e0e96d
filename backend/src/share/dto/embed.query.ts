import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString } from 'class-validator';

/** The widget's filters; unknown values answer 400 with the known ones. */
export class EmbedQuery {
  @ApiPropertyOptional({ description: 'Organization id', format: 'uuid' })
  @IsOptional()
  @IsString()
  organization?: string;

  @ApiPropertyOptional({ description: 'Metro area slug', example: 'dallas-fort-worth' })
  @IsOptional()
  @IsString()
  metro?: string;

  @ApiPropertyOptional({ description: 'Community language code (te, ta, gu, … or all)', example: 'te' })
  @IsOptional()
  @IsString()
  language?: string;

  @ApiPropertyOptional({ description: 'Festival slug', example: 'diwali' })
  @IsOptional()
  @IsString()
  festival?: string;

  @ApiPropertyOptional({ description: 'Practical tag (GET /api/tags), e.g. kids-family' })
  @IsOptional()
  @IsString()
  tag?: string;

  @ApiPropertyOptional({ description: 'Events shown, 1 to 50 (default 10)', example: '10' })
  @IsOptional()
  @IsString()
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
