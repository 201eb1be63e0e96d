import { ApiProperty } from '@nestjs/swagger';
import { TextRule } from './dto-rules';

/** PUT /api/admin/{events|organizations}/:id/reject — an optional reason. */
export class RejectDto {
  @ApiProperty({ required: false, nullable: true, type: String, maxLength: 1000, example: 'Not a community event' })
  @TextRule({ label: 'Reason', max: 1000 })
  reason?: string | null;
}
