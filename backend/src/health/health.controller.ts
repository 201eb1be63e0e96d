import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { OUTAGE_PROBE_SECONDS } from '../common/database-outage';
import { HealthService } from './health.service';
import { HealthStatusDto } from './health.dto';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOkResponse({ type: HealthStatusDto, description: 'The service and its database are up' })
  @ApiServiceUnavailableResponse({ type: HealthStatusDto, description: 'The database is unreachable, or the server is shutting down' })
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthStatusDto> {
    const status = await this.health.check();
    res.status(status.status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    if (status.status !== 'ok') res.setHeader('Retry-After', String(OUTAGE_PROBE_SECONDS));
    res.setHeader('Cache-Control', 'no-store');
    return status;
  }
}
