import { Module } from '@nestjs/common';
import { AdminBootstrapService } from './admin-bootstrap.service';

/** Admins and organizers: accounts, sign-in, tokens and guards. */
@Module({ providers: [AdminBootstrapService], exports: [AdminBootstrapService] })
export class AuthModule {}
