import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../common/dto-rules';
import { PASSWORD_MAX } from './org-auth.dto';

/** POST /api/admin/login */
export class AdminLoginDto {
  @ApiProperty({ example: 'admin' })
  @IsNotEmpty({ message: 'Username is required' })
  @IsString({ message: 'Username is required' })
  @MaxLength(100, { message: 'Invalid username or password' })
  @Trim()
  username: string;

  @ApiProperty({ example: 'your-password' })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  @MaxLength(PASSWORD_MAX, { message: 'Invalid username or password' })
  password: string;
}

export class AdminProfile {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'admin' })
  username: string;

  @ApiProperty({ example: 'admin@sangam.local' })
  email: string;
}

export class AdminMeResponse extends AdminProfile {
  @ApiProperty()
  createdAt: Date;
}

export class AdminLoginResponse {
  @ApiProperty({ description: 'Bearer token (JWT, HS256, 7 days); keep it as adminToken' })
  token: string;

  @ApiProperty({ type: AdminProfile })
  admin: AdminProfile;
}
