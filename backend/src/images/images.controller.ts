import { Controller, Get, Param, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiParam, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import fresh from 'fresh';
import { CurrentPrincipal, Roles } from '../auth/auth.decorators';
import type { Principal } from '../auth/principal';
import { ApiErrorBody } from '../common/api-error';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { ImageResponse, UploadImageBody } from './dto/image.dto';
import { IMAGE_MAX_WIDTH, IMAGE_REJECTED, IMAGE_TOO_MANY_PIXELS, IMAGE_VARIANTS, LEGACY_IMAGE_VARIANTS } from './image-processing';
import { ImageUploadInterceptor } from './image-upload.interceptor';
import { ImagesService, ServedRendition } from './images.service';

/** Renditions never change under their address: cached for a year by browsers and CDNs. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

@ApiTags('images')
@Controller('images')
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  @Post()
  @Roles('organizer', 'admin')
  @RateLimit('image-upload')
  @UseInterceptors(ImageUploadInterceptor)
  @ApiBearerAuth('organizer')
  @ApiBearerAuth('admin')
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadImageBody })
  @ApiOperation({
    summary: 'Upload an image for an event',
    description:
      "Multipart field `image`: JPEG, PNG or WebP, at most 5 MB and 40 megapixels. Stored as renditions 320, 640, 960 and 1280 px wide (never enlarged) in WebP and JPEG, without metadata; put the answer's url in an event's imageUrl. The same file again answers 200 with the same image.",
  })
  @ApiResponse({ status: 201, type: ImageResponse })
  @ApiResponse({ status: 200, type: ImageResponse, description: 'This file was uploaded before' })
  @ApiResponse({ status: 400, type: ApiErrorBody, description: `'${IMAGE_REJECTED}', '${IMAGE_TOO_MANY_PIXELS}'` })
  @ApiResponse({ status: 401, type: ApiErrorBody })
  @ApiResponse({ status: 503, type: ApiErrorBody, description: 'Too many images being processed; Retry-After' })
  async upload(
    @CurrentPrincipal() p: Principal,
    @Req() req: Request & { file?: { buffer: Buffer } },
    @Res({ passthrough: true }) res: Response,
  ): Promise<ImageResponse> {
    const { image, created } = await this.images.upload(req.file?.buffer, p);
    res.status(created ? 201 : 200);
    return image;
  }

  @Get(':id')
  @ApiOperation({ summary: "An uploaded image (its largest JPEG, 1280 px wide at most): what an event's imageUrl points to" })
  @ApiProduces('image/jpeg')
  @ApiResponse({ status: 200, description: 'The image; Cache-Control immutable, ETag' })
  @ApiResponse({ status: 304, description: 'Not modified (If-None-Match)' })
  @ApiResponse({ status: 404, type: ApiErrorBody })
  async original(@Param('id') id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    send(req, res, await this.images.rendition(id, `${IMAGE_MAX_WIDTH}.jpg`));
  }

  @Get(':id/:variant')
  @ApiOperation({
    summary: 'One rendition of an uploaded image',
    description:
      '{width}.webp or {width}.jpg; card.* and detail.* (the names of images stored before the four widths) are 640.* and 1280.*. ' +
      'An image stored before a width existed answers its next larger rendition.',
  })
  @ApiParam({ name: 'variant', enum: [...IMAGE_VARIANTS, ...LEGACY_IMAGE_VARIANTS] })
  @ApiProduces('image/webp', 'image/jpeg')
  @ApiResponse({ status: 200, description: 'The rendition; Cache-Control immutable, ETag' })
  @ApiResponse({ status: 304, description: 'Not modified (If-None-Match)' })
  @ApiResponse({ status: 404, type: ApiErrorBody })
  async rendition(@Param('id') id: string, @Param('variant') variant: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    send(req, res, await this.images.rendition(id, variant));
  }
}

function send(req: Request, res: Response, r: ServedRendition): void {
  res.setHeader('Content-Type', r.contentType);
  res.setHeader('Cache-Control', IMMUTABLE);
  res.setHeader('ETag', `"${r.etag}"`);
  if (fresh(req.headers, { etag: `"${r.etag}"` })) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Length', String(r.bytes.length));
  res.status(200).end(req.method === 'HEAD' ? undefined : r.bytes);
}
