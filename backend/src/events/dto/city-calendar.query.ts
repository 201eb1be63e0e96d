import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, Matches } from 'class-validator';

export class CityCalendarQuery {
  @ApiPropertyOptional({ description: 'Two-letter state code, to tell apart cities of the same name', example: 'TX' })
  @IsOptional()
  @Matches(/^[A-Z]{2}$/, { message: 'state must be a two-letter state code such as TX' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value))
  state?: string;
}
