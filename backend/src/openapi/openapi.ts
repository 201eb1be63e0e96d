import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { AppModule } from '../app.module';
import { loadConfig } from '../config/env';

/** The API's OpenAPI document, read from the controllers' and DTOs' decorators (served at /api/docs-json). */
export function openApiDocument(app: INestApplication, productName: string): OpenAPIObject {
  const doc = new DocumentBuilder()
    .setTitle(`${productName} API`)
    .setDescription('Community events directory for the Indian-diaspora (NRI) community in US cities.')
    .setVersion('1.0')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'organizer')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'admin')
    .build();
  return SwaggerModule.createDocument(app, doc);
}

/** The API's /api prefix; robots.txt and sitemap.xml sit at the site's root (web/sitemap.controller.ts). */
export function setApiPrefix(app: INestApplication): void {
  app.setGlobalPrefix('api', { exclude: ['robots.txt', 'sitemap.xml'] });
}

/**
 * The same document without a database or a listening server: Nest's preview mode resolves the
 * modules and reads their metadata but instantiates no provider (so nothing connects anywhere).
 */
export async function offlineOpenApiDocument(): Promise<OpenAPIObject> {
  const config = loadConfig({ SEED_DEMO_DATA: 'false', LOG_LEVEL: 'silent', ENABLE_SCHEDULER: 'false' });
  const ctx = { config, databaseUrl: 'postgres://unused', jwtSecret: 'unused' };
  const app = await NestFactory.create(AppModule.forRoot(ctx), { preview: true, logger: false, abortOnError: false });
  try {
    setApiPrefix(app);
    return openApiDocument(app, config.PRODUCT_NAME);
  } finally {
    await app.close();
  }
}
