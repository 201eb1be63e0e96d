import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrorBody } from '../common/api-error';
import { Idempotent } from '../idempotency/idempotent.decorator';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import {
  FollowAcceptedResponse,
  FollowConfirmedResponse,
  FollowDto,
  FollowFiltersDto,
  FollowManageResponse,
  FollowResponse,
  FollowTokenQuery,
  FollowUnsubscribedResponse,
} from './dto/follow.dto';
import { FollowsService } from './follows.service';

/**
 * Following a metro or an organization by email (docs/follows.md). Every route but the request
 * itself is authorized by the signed token of a mailed link; a bad or expired token is 400 and
 * changes nothing. Answers are never cached.
 */
@ApiTags('follows')
@Controller('follows')
export class FollowsController {
  constructor(private readonly follows: FollowsService) {}

  @Post()
  @Idempotent()
  @RateLimit('follow')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Follow a metro (optionally a category, language or festival) or an organization',
    description:
      'Mails a confirmation link (double opt-in); nothing else is sent before it is opened. The answer is the same whether or not the address already follows this.',
  })
  @ApiAcceptedResponse({ type: FollowAcceptedResponse })
  @ApiBadRequestResponse({ type: ApiErrorBody })
  @ApiNotFoundResponse({ type: ApiErrorBody, description: 'Organization not found' })
  follow(@Body() dto: FollowDto): Promise<FollowAcceptedResponse> {
    return this.follows.follow(dto);
  }

  @Get('confirm')
  @ApiOperation({ summary: 'Confirm a follow (the link of the confirmation mail)' })
  @ApiOkResponse({ type: FollowConfirmedResponse })
  @ApiBadRequestResponse({ type: ApiErrorBody, description: 'This link is invalid or has expired' })
  confirmGet(@Query() q: FollowTokenQuery, @Res({ passthrough: true }) res: Response): Promise<FollowConfirmedResponse> {
    res.setHeader('Cache-Control', 'no-store');
    return this.follows.confirm(q.token);
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirm a follow (what the confirmation page sends)' })
  @ApiOkResponse({ type: FollowConfirmedResponse })
  @ApiBadRequestResponse({ type: ApiErrorBody, description: 'This link is invalid or has expired' })
  confirm(@Query() q: FollowTokenQuery, @Res({ passthrough: true }) res: Response): Promise<FollowConfirmedResponse> {
    res.setHeader('Cache-Control', 'no-store');
    return this.follows.confirm(q.token);
  }

  @Get('unsubscribe')
  @ApiOperation({ summary: "What an unsubscribe link is about (changes nothing; the page's question)" })
  @ApiOkResponse({ type: FollowUnsubscribedResponse })
  @ApiBadRequestResponse({ type: ApiErrorBody, description: 'This link is invalid or has expired' })
  describeUnsubscribe(@Query() q: FollowTokenQuery, @Res({ passthrough: true }) res: Response): Promise<FollowUnsubscribedResponse> {
    res.setHeader('Cache-Control', 'no-store');
    return this.follows.describeUnsubscribe(q.token);
  }

  @Post('unsubscribe')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Unsubscribe with one click (RFC 8058: the List-Unsubscribe URL of every digest and notice)',
    description: 'Mail clients POST `List-Unsubscribe=One-Click` (the body is not needed); doing it again is harmless.',
  })
  @ApiOkResponse({ type: FollowUnsubscribedResponse })
  @ApiBadRequestResponse({ type: ApiErrorBody, description: 'This link is invalid or has expired' })
  unsubscribe(@Query() q: FollowTokenQuery): Promise<FollowUnsubscribedResponse> {
    return this.follows.unsubscribe(q.token);
  }

  @Get('manage')
  @ApiOperation({ summary: "The address's follows (the preferences page; token of the mails' Manage link)" })
  @ApiOkResponse({ type: FollowManageResponse })
  @ApiBadRequestResponse({ type: ApiErrorBody, description: 'This link is invalid or has expired' })
  manage(@Query() q: FollowTokenQuery, @Res({ passthrough: true }) res: Response): Promise<FollowManageResponse> {
    res.setHeader('Cache-Control', 'no-store');
    return this.follows.manage(q.token);
  }

  @Put('manage/:id')
  @ApiOperation({ summary: "Change a metro follow's filters (category, language, festival; null: all)" })
  @ApiOkResponse({ type: FollowResponse })
  @ApiBadRequestResponse({ type: ApiErrorBody })
  @ApiNotFoundResponse({ type: ApiErrorBody, description: 'Follow not found' })
  setFilters(@Param('id') id: string, @Query() q: FollowTokenQuery, @Body() dto: FollowFiltersDto): Promise<FollowResponse> {
    return this.follows.setFilters(q.token, id, dto);
  }

  @Delete('manage/:id')
  @ApiOperation({ summary: 'Unsubscribe one follow of the address' })
  @ApiOkResponse({ type: FollowAcceptedResponse })
  @ApiBadRequestResponse({ type: ApiErrorBody })
  @ApiNotFoundResponse({ type: ApiErrorBody, description: 'Follow not found' })
  unsubscribeOne(@Param('id') id: string, @Query() q: FollowTokenQuery): Promise<FollowAcceptedResponse> {
    return this.follows.unsubscribeOne(q.token, id);
  }

  @Delete('manage')
  @ApiOperation({ summary: 'Unsubscribe every follow of the address' })
  @ApiOkResponse({ type: FollowAcceptedResponse })
  @ApiBadRequestResponse({ type: ApiErrorBody })
  unsubscribeAll(@Query() q: FollowTokenQuery): Promise<FollowAcceptedResponse> {
    return this.follows.unsubscribeAll(q.token);
  }
}
