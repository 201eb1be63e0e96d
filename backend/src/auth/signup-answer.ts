import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { RecordedAnswerOf } from '../idempotency/idempotent.decorator';
import type { TokenResponse } from './dto/org-auth.dto';
import { TokenService } from './token.service';

/** What a sign-up's Idempotency-Key record keeps: whose account, never the token. */
interface RecordedSignup {
  organizationId: string;
  email: string;
}

/** A sign-up answers a token: its key's record keeps the account, and a replay gets a token issued now. */
@Injectable()
export class SignupAnswer implements RecordedAnswerOf<TokenResponse, RecordedSignup> {
  constructor(
    private readonly tokens: TokenService,
    private readonly jwt: JwtService,
  ) {}

  record(answer: TokenResponse): RecordedSignup {
    const claims = this.jwt.decode<{ sub: string; name: string }>(answer.token);
    return { organizationId: claims.sub, email: claims.name };
  }

  replay(recorded: RecordedSignup): TokenResponse {
    return { token: this.tokens.signOrganizer(recorded.organizationId, recorded.email) };
  }
}
