import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { OUTAGE_PROBE_SECONDS } from '../common/database-outage';
import { HealthService } from './health.service';
import { HealthLiveDto, HealthReadyDto, HealthStatusDto } from './health.dto';

/** A health answer: 200 when ok, else 503 with Retry-After; never cached. */
function answer<T extends { status: string }>(res: Response, body: T): T {
  res.status(body.status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
  if (body.status !== 'ok') res.setHeader('Retry-After', String(OUTAGE_PROBE_SECONDS));
  res.setHeader('Cache-Control', 'no-store');
  return body;
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOkResponse({ type: HealthStatusDto, description: 'The service and its database are up' })
  @ApiServiceUnavailableResponse({ type: HealthStatusDto, description: 'The database is unreachable, or the server is shutting down' })
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthStatusDto> {
    return answer(res, await this.health.check());
  }

  @Get('live')
  @ApiOperation({ summary: 'Liveness: restart the process only when this fails', description: 'Asks nothing outside the process.' })
  @ApiOkResponse({ type: HealthLiveDto, description: 'The process runs and answers (also while draining and while the database is away)' })
  live(@Res({ passthrough: true }) res: Response): HealthLiveDto {
    return answer(res, this.health.live());
  }

  @Get('ready')
  @ApiOperation({
    summary: 'Readiness: send traffic only while this answers 200',
    description: 'The database must take a committed write.',
  })
  @ApiOkResponse({ type: HealthReadyDto, description: 'The database takes writes and the server is not stopping' })
  @ApiServiceUnavailableResponse({
    type: HealthReadyDto,
    description: 'The database is down or refuses writes (disk full, read-only), or the server is stopping',
  })
  async ready(@Res({ passthrough: true }) res: Response): Promise<HealthReadyDto> {
    return answer(res, await this.health.ready());
  }
}
