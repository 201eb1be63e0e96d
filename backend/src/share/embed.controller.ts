import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrorBody } from '../common/api-error';
import { EmbedQuery } from './dto/embed.query';
import { EmbedAnswer, EmbedEventsService } from './embed-events.service';

/** Headers that let any website read an anonymous answer (no cookies are sent or accepted). */
export function openToEveryOrigin(res: Response): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.removeHeader('Access-Control-Allow-Credentials');
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
}

@ApiTags('sharing')
@Controller('embed')
export class EmbedController {
  constructor(private readonly embed: EmbedEventsService) {}

  @Get('events')
  @ApiOperation({
    summary: "The embeddable widget's events (/embed.js), readable from any website",
    description:
      'Upcoming public events of an organization and/or metro, optionally of a language or festival. CORS: any origin, no credentials.',
  })
  @ApiOkResponse({ description: '{ title, events[], moreUrl }' })
  @ApiBadRequestResponse({
    type: ApiErrorBody,
    description: 'Unknown metro, language or festival (the message lists the known ones), malformed id or limit',
  })
  @ApiNotFoundResponse({ type: ApiErrorBody, description: 'Organization not found' })
  async events(@Query() q: EmbedQuery, @Res({ passthrough: true }) res: Response): Promise<EmbedAnswer> {
    openToEveryOrigin(res);
    const answer = await this.embed.list(q);
    res.setHeader('Cache-Control', 'public, max-age=300');
    return answer;
  }
}
