import { Controller, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminApi } from '../auth/admin-api.decorator';
import { DomainError } from '../common/api-error';
import { DigestRunResponse, RunFollowsQuery } from './dto/follow.dto';
import { FollowsService } from './follows.service';

/** Admin: run the follow jobs now (they also run on their schedule when ENABLE_SCHEDULER is on). */
@AdminApi('admin: follows')
@Controller('admin/follows')
export class FollowsAdminController {
  constructor(private readonly follows: FollowsService) {}

  @Post('run')
  @HttpCode(200)
  @ApiOperation({
    summary: "Send this weekend's digests and the pending new-event notices now",
    description:
      "A follow gets one digest per weekend however often this runs; each notice is sent once. `at` runs the digests as of another instant (that instant's weekend).",
  })
  @ApiOkResponse({ type: DigestRunResponse })
  async run(@Query() q: RunFollowsQuery): Promise<DigestRunResponse> {
    const now = q.at === undefined ? new Date() : new Date(q.at);
    // A week either way: a far-off instant would mark a distant weekend's digests sent and skip the ones between.
    if (Number.isNaN(now.getTime()) || Math.abs(now.getTime() - Date.now()) > 7 * 86_400_000)
      throw DomainError.invalid('at', 'at must be within 7 days of now');
    const digests = await this.follows.runDigests(now);
    const notices = await this.follows.runNotices();
    return { digests, notices };
  }
}
