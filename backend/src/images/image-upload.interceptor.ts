import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { Observable } from 'rxjs';
import { DomainError } from '../common/api-error';
import { MAX_IMAGE_BYTES } from './image-processing';

/**
 * Reads the multipart body's one file field `image` into memory, at most MAX_IMAGE_BYTES: a larger
 * file, several files or a malformed body is the 400 of any unusable image (the rest of the body is
 * drained, never kept). Runs after the guards, so an anonymous upload is refused before it is read.
 */
@Injectable()
export class ImageUploadInterceptor implements NestInterceptor {
  private readonly read = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 12, headerPairs: 100 },
  }).single('image');

  async intercept(ctx: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = ctx.switchToHttp();
    await new Promise<void>((resolve, reject) =>
      this.read(http.getRequest<Request>(), http.getResponse<Response>(), (err: unknown) =>
        err ? reject(new DomainError('image_rejected', { on: 'image' })) : resolve(),
      ),
    );
    return next.handle();
  }
}
