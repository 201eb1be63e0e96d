import { ApiProperty } from '@nestjs/swagger';

export class HealthStatusDto {
  @ApiProperty({ enum: ['ok', 'unavailable'] })
  status: 'ok' | 'unavailable';

  @ApiProperty({ enum: ['up', 'down'] })
  database: 'up' | 'down';

  @ApiProperty({ description: 'True while the server drains connections before stopping' })
  shuttingDown: boolean;

  @ApiProperty({ description: 'Seconds since the process started' })
  uptime: number;
}

export class HealthLiveDto {
  @ApiProperty({ enum: ['ok'] })
  status: 'ok';

  @ApiProperty({ description: 'True while the server drains connections before stopping (it is still alive)' })
  shuttingDown: boolean;

  @ApiProperty({ description: 'Seconds since the process started' })
  uptime: number;
}

export class HealthReadyDto {
  @ApiProperty({ enum: ['ok', 'unavailable'] })
  status: 'ok' | 'unavailable';

  @ApiProperty({ enum: ['up', 'refusing writes', 'down'], description: "'up': it took a committed write" })
  database: 'up' | 'refusing writes' | 'down';

  @ApiProperty({ description: 'True while the server drains connections before stopping' })
  shuttingDown: boolean;

  @ApiProperty({ description: 'Seconds since the process started' })
  uptime: number;
}
