import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ApiErrorBody } from '../common/api-error';
import { APP_CONFIG, AppConfig } from '../config/env';
import { ShareScopeQuery, WhatsAppQuery } from './dto/share-scope.query';
import { posterHtml } from './poster';
import { filtersOf, ShareEventsService } from './share-events.service';
import { nextDays, parseScope, thisWeekend } from './share-scope';
import { WHATSAPP_MAX_EVENTS, whatsappText } from './whatsapp-text';

/** Events listed under a poster's QR code. */
const POSTER_EVENTS = 6;

@ApiTags('sharing')
@Controller('share')
export class ShareTextController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly shared: ShareEventsService,
  ) {}

  @Get('whatsapp')
  @ApiOperation({
    summary: 'A "Copy for WhatsApp" message: a metro’s weekend or an organization’s month',
    description:
      'Plain text with *bold* titles (WhatsApp formatting), dates, places and links to the event pages. ' +
      '`?metro=dfw&weekend`: this weekend in the metro; `?organizationId=…`: the organization’s next 30 days.',
  })
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: 'text/plain', schema: { type: 'string' } })
  @ApiBadRequestResponse({
    type: ApiErrorBody,
    description: 'Unknown metro, festival, language or tag (the message lists the known ones), malformed id, neither or both',
  })
  @ApiNotFoundResponse({ type: ApiErrorBody, description: 'Organization not found' })
  async whatsapp(@Query() q: WhatsAppQuery, @Res({ passthrough: true }) res: Response): Promise<string> {
    const scope = parseScope(q);
    const info = await this.shared.describe(scope);
    const weekend = q.weekend !== undefined;
    const window = weekend ? thisWeekend(info.zone) : nextDays(info.zone, scope.kind === 'metro' ? 7 : 30);
    // Beyond those shown, up to 100 more are read to say how many more there are.
    const events = await this.shared.events(scope, { ...window, ...filtersOf(q) }, WHATSAPP_MAX_EVENTS + 100);
    const heading =
      scope.kind === 'metro'
        ? `${weekend ? 'This weekend' : 'This week'} in ${info.name}`
        : `${info.name}: ${weekend ? 'this weekend' : 'coming up'}`;
    // Set here, not by decorators: an error keeps its JSON type.
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Cache-Control', 'public, max-age=300');
    return whatsappText({
      heading,
      ...window,
      events,
      eventUrl: (id) => this.shared.eventUrl(id),
      moreUrl: this.shared.subscribeUrl(scope),
      productName: this.config.PRODUCT_NAME,
    });
  }

  @Get('poster')
  @ApiOperation({
    summary: 'A printable poster with a QR code to an organization’s or a metro’s page on Sangam',
    description: 'HTML with print styles: the QR code (SVG), the address spelled out, and the next events.',
  })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'text/html', schema: { type: 'string' } })
  @ApiBadRequestResponse({
    type: ApiErrorBody,
    description: 'Unknown metro, festival, language or tag (the message lists the known ones), malformed id, neither or both',
  })
  @ApiNotFoundResponse({ type: ApiErrorBody, description: 'Organization not found' })
  async poster(@Query() q: ShareScopeQuery, @Res({ passthrough: true }) res: Response): Promise<string> {
    const scope = parseScope(q);
    const info = await this.shared.describe(scope);
    const events = await this.shared.events(scope, { ...nextDays(info.zone, 60), ...filtersOf(q) }, POSTER_EVENTS);
    const html = await posterHtml({
      name: info.name,
      kind: scope.kind,
      subscribeUrl: this.shared.subscribeUrl(scope),
      events,
      productName: this.config.PRODUCT_NAME,
    });
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'public, max-age=300');
    return html;
  }
}
