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
