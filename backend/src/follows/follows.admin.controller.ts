import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminApi } from '../auth/admin-api.decorator';
import { DigestRunResponse } from './dto/follow.dto';
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
    description: 'A follow gets one digest per weekend however often this runs; each notice is sent once.',
  })
  @ApiOkResponse({ type: DigestRunResponse })
  async run(): Promise<DigestRunResponse> {
    const digests = await this.follows.runDigests();
    const notices = await this.follows.runNotices();
    return { digests, notices };
  }
}
