import { ApiProperty } from '@nestjs/swagger';
import { MODERATION_CONFIG } from '../moderation.config';
import { RISK_LEVELS } from '../risk-level';

const { medium, high } = MODERATION_CONFIG.riskLevels;

/** `riskLevel` of a moderated item in an answer: the level of its moderationScore. */
export const RiskLevelProperty = () =>
  ApiProperty({
    enum: RISK_LEVELS,
    enumName: 'RiskLevel',
    example: 'low',
    description: `The level of moderationScore: high from ${high}, medium from ${medium}, low below (0 included)`,
  });
