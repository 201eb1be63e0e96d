import { Module } from '@nestjs/common';
import { ImageUploadInterceptor } from './image-upload.interceptor';
import { ImagesController } from './images.controller';
import { ImagesRepository } from './images.repository';
import { ImagesService } from './images.service';

/** Uploaded images: upload (organizers, admins), renditions, storage in PostgreSQL or S3, serving, and the hourly cleanup of unused ones. */
@Module({
  controllers: [ImagesController],
  providers: [ImagesService, ImagesRepository, ImageUploadInterceptor],
})
export class ImagesModule {}
