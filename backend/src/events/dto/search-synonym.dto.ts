import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsOptional } from 'class-validator';
import { Checked, TextRule } from '../../common/dto-rules';

const TERMS_MESSAGE = 'Terms must be 2 to 30 different single words of letters and digits (2–40 characters each)';

/** Lower-cased, trimmed, duplicates dropped; anything but a list of text is left for validation to refuse. */
const normalizeTerms = ({ value }: { value: unknown }) =>
  Array.isArray(value) && value.every((t) => typeof t === 'string')
    ? [...new Set(value.map((t: string) => t.trim().toLowerCase()))]
    : value;

const termsRule = (v: unknown) =>
  Array.isArray(v) && v.length >= 2 && v.length <= 30 && v.every((t) => typeof t === 'string' && /^[a-z0-9]{2,40}$/.test(t))
    ? null
    : TERMS_MESSAGE;

/** POST /api/admin/search-synonyms. */
export class CreateSynonymGroupDto {
  @ApiProperty({ example: 'Diwali', maxLength: 80 })
  @TextRule({ label: 'Name', required: 'Name is required', max: 80 })
  name: string;

  @ApiProperty({ type: [String], example: ['diwali', 'deepavali', 'deepawali'], description: 'Single words, matched as each other' })
  @Transform(normalizeTerms)
  @Checked({ required: TERMS_MESSAGE }, termsRule)
  terms: string[];
}

/** PUT /api/admin/search-synonyms/:id (react-admin sends the whole record: id and updatedAt are ignored). */
export class UpdateSynonymGroupDto {
  @ApiProperty({ example: 'Diwali', maxLength: 80, required: false })
  @TextRule({ label: 'Name', required: 'Name is required', max: 80, partial: true })
  name?: string;

  @ApiProperty({ type: [String], required: false })
  @Transform(normalizeTerms)
  @Checked({ required: TERMS_MESSAGE, partial: true }, termsRule)
  terms?: string[];

  @ApiProperty({ required: false, description: 'Ignored' })
  @IsOptional()
  @Allow()
  id?: unknown;

  @ApiProperty({ required: false, description: 'Ignored' })
  @IsOptional()
  @Allow()
  updatedAt?: unknown;
}

export class SynonymGroupResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Diwali' })
  name: string;

  @ApiProperty({ type: [String], example: ['diwali', 'deepavali', 'deepawali'] })
  terms: string[];

  @ApiProperty()
  updatedAt: Date;
}
