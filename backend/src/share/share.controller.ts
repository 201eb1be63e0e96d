import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrorBody, DomainError } from '../common/api-error';
import { IdParam } from '../common/id-param';
import { EventsQueryService } from '../events/events-query.service';
import { ShareImageService } from './share-image.service';

/** Cards change only with the event, and their URL carries its version: caches may keep them a long time. */
const SHARE_IMAGE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';
/** The generic card stands in for a moment: caches ask again soon and get the event's own card. */
const GENERIC_IMAGE_CACHE_CONTROL = 'public, max-age=300';

@ApiTags('sharing')
@Controller('events')
export class ShareImageController {
  constructor(
    private readonly events: EventsQueryService,
    private readonly images: ShareImageService,
  ) {}

  @Get(':id/share.png')
  @ApiOperation({
    summary: "The event's share card (1200×630 PNG): title, date, venue, organization, category colour",
    description:
      'Publicly visible events only. The page /event/:id names it as og:image. ETag follows the event’s last change. A card not drawn yet counts against the client’s share-image limit; past it, or while the renderer is busy, the answer is a generic card of the site (ETag "share-generic-…", cached 5 minutes) instead of an error.',
  })
  @ApiProduces('image/png')
  @ApiOkResponse({ description: 'image/png' })
  @ApiBadRequestResponse({ type: ApiErrorBody, description: 'Malformed id' })
  @ApiNotFoundResponse({ type: ApiErrorBody, description: 'Event not found' })
  async image(@IdParam() id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const event = await this.events.findPublic(id);
    if (!event) throw new DomainError('event_not_found');
    const { png, etag, generic } = await this.images.image(event, req);
    res.setHeader('Cache-Control', generic ? GENERIC_IMAGE_CACHE_CONTROL : SHARE_IMAGE_CACHE_CONTROL);
    res.setHeader('ETag', etag);
    if (req.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) {
      res.status(304).end();
      return;
    }
    res.type('image/png').send(png);
  }
}
