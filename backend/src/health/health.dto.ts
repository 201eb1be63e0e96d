import { ApiProperty } from '@nestjs/swagger';

/** What every health answer says about the process. */
class ProcessHealth {
  @ApiProperty({ description: 'True while the server drains connections before stopping (it is still alive)' })
  shuttingDown: boolean;

  @ApiProperty({ description: 'Seconds since the process started' })
  uptime: number;
}

export class HealthLiveDto extends ProcessHealth {
  @ApiProperty({ enum: ['ok'] })
  status: 'ok';
}

export class HealthReadyDto extends ProcessHealth {
  @ApiProperty({ enum: ['ok', 'unavailable'] })
  status: 'ok' | 'unavailable';

  @ApiProperty({ enum: ['up', 'refusing writes', 'down'], description: "'up': it took a committed write" })
  database: 'up' | 'refusing writes' | 'down';
}

/** GET /api/health: as ready, without the write check. */
export class HealthStatusDto extends HealthReadyDto {
  @ApiProperty({ enum: ['up', 'down'], description: "'up': it answered a query" })
  declare database: 'up' | 'down';
}
