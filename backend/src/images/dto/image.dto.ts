import { ApiProperty } from '@nestjs/swagger';
import { IMAGE_VARIANTS, LEGACY_IMAGE_VARIANTS, StoredVariant } from '../image-processing';

/** The multipart body of POST /api/images (documentation only: the file is read by ImageUploadInterceptor). */
export class UploadImageBody {
  @ApiProperty({ type: 'string', format: 'binary', description: 'A JPEG, PNG or WebP file of at most 5 MB' })
  image: unknown;
}

export class ImageRenditionResponse {
  @ApiProperty({
    enum: [...IMAGE_VARIANTS, ...LEGACY_IMAGE_VARIANTS],
    example: '640.webp',
    description: 'card.* and detail.* only for images stored before the four widths',
  })
  variant: StoredVariant;

  @ApiProperty({ example: '/api/images/3f…9a/640.webp' })
  url: string;

  @ApiProperty({ example: 'image/webp' })
  contentType: string;

  @ApiProperty({ example: 640 })
  width: number;

  @ApiProperty({ example: 360 })
  height: number;

  @ApiProperty({ description: 'Bytes', example: 48213 })
  size: number;
}

export class ImageResponse {
  @ApiProperty({ description: 'SHA-256 of the uploaded file', example: '3f9c…' })
  id: string;

  @ApiProperty({
    description:
      "The image's address, to put in an event's imageUrl (serves the largest JPEG; renditions at <url>/320.webp, <url>/640.jpg… up to 1280)",
    example: '/api/images/3f9c…',
  })
  url: string;

  @ApiProperty({ description: 'Width of the largest rendition (the original, if narrower than 1280 px)', example: 1280 })
  width: number;

  @ApiProperty({ description: 'Height of the largest rendition', example: 720 })
  height: number;

  @ApiProperty({ type: [ImageRenditionResponse] })
  renditions: ImageRenditionResponse[];
}
