import { InitialSchema1763800000000 } from './1763800000000-InitialSchema';
import { LoginAttempts1763900000000 } from './1763900000000-LoginAttempts';
import { SearchVocabulary1764100000003 } from './1764100000003-SearchVocabulary';
import { ScrapingSourceStats1764200000007 } from './1764200000007-ScrapingSourceStats';
import { ModerationDuplicateIndex1764300000011 } from './1764300000011-ModerationDuplicateIndex';
import { PublicReadVersion1764400000013 } from './1764400000013-PublicReadVersion';
import { SearchMonthIndex1764500000017 } from './1764500000017-SearchMonthIndex';
import { SearchMonthLexemes1764600000019 } from './1764600000019-SearchMonthLexemes';
import { SearchCandidateChecks1764700000021 } from './1764700000021-SearchCandidateChecks';
import { SearchVectorInline1764700000023 } from './1764700000023-SearchVectorInline';
import { SearchIndexesWithoutPendingList1764700000025 } from './1764700000025-SearchIndexesWithoutPendingList';
import { EventStartMinutes1764700000027 } from './1764700000027-EventStartMinutes';
import { DuplicateOriginalsFirst1764700000029 } from './1764700000029-DuplicateOriginalsFirst';
import { DropUnusedTitleTrigramIndex1764700000031 } from './1764700000031-DropUnusedTitleTrigramIndex';
import { EventUnpublishedByAdmin1764800000041 } from './1764800000041-EventUnpublishedByAdmin';
import { OutgoingMailAndPasswordReset1764800000043 } from './1764800000043-OutgoingMailAndPasswordReset';
import { AbuseLimits1764800000047 } from './1764800000047-AbuseLimits';
import { IdempotencyKeys1764900000043 } from './1764900000043-IdempotencyKeys';
import { ScrapingSourceOwnership1764900000053 } from './1764900000053-ScrapingSourceOwnership';
import { FestivalDates1765000000059 } from './1765000000059-FestivalDates';
import { UploadedImages1765000000053 } from './1765000000053-UploadedImages';
import { EventActivity1765000000059 } from './1765000000059-EventActivity';
import { EventSeriesAndRejections1765100000061 } from './1765100000061-EventSeriesAndRejections';
import { EventPlacesAndStatus1765100000061 } from './1765100000061-EventPlacesAndStatus';
import { SearchSynonyms1765100000063 } from './1765100000063-SearchSynonyms';
import { ModerationRiskScale1765000000061 } from './1765000000061-ModerationRiskScale';
import { ScrapeRunEvents1765200000067 } from './1765200000067-ScrapeRunEvents';
import { SourcePausesAndUnusedImages1765300000072 } from './1765300000072-SourcePausesAndUnusedImages';
import { EventCommunityColumns1765300000073 } from './1765300000073-EventCommunityColumns';
import { ListingCoveringIndexes1765300000110 } from './1765300000110-ListingCoveringIndexes';
import { StateDateIndex1765300000111 } from './1765300000111-StateDateIndex';
import { EventOrganizationApproved1765300000140 } from './1765300000140-EventOrganizationApproved';
import { EventEarthIndex1765300000150 } from './1765300000150-EventEarthIndex';
import { RunningEventsRangeIndex1765300000160 } from './1765300000160-RunningEventsRangeIndex';
import { EventCards1765300000170 } from './1765300000170-EventCards';
import { ScrapingSourceNotice1765300000180 } from './1765300000180-ScrapingSourceNotice';
import { Follows1765300000071 } from './1765300000071-Follows';
import { DropEventCards1765350000100 } from './1765350000100-DropEventCards';
import { SimplerSearch1765350000200 } from './1765350000200-SimplerSearch';

/** Every migration, in order. A new migration file is added here too. */
export const MIGRATIONS = [
  InitialSchema1763800000000,
  LoginAttempts1763900000000,
  SearchVocabulary1764100000003,
  ScrapingSourceStats1764200000007,
  ModerationDuplicateIndex1764300000011,
  PublicReadVersion1764400000013,
  SearchMonthIndex1764500000017,
  SearchMonthLexemes1764600000019,
  SearchCandidateChecks1764700000021,
  SearchVectorInline1764700000023,
  SearchIndexesWithoutPendingList1764700000025,
  EventStartMinutes1764700000027,
  DuplicateOriginalsFirst1764700000029,
  DropUnusedTitleTrigramIndex1764700000031,
  EventUnpublishedByAdmin1764800000041,
  OutgoingMailAndPasswordReset1764800000043,
  AbuseLimits1764800000047,
  IdempotencyKeys1764900000043,
  ScrapingSourceOwnership1764900000053,
  UploadedImages1765000000053,
  FestivalDates1765000000059,
  EventActivity1765000000059,
  EventSeriesAndRejections1765100000061,
  EventPlacesAndStatus1765100000061,
  SearchSynonyms1765100000063,
  ModerationRiskScale1765000000061,
  ScrapeRunEvents1765200000067,
  Follows1765300000071,
  SourcePausesAndUnusedImages1765300000072,
  EventCommunityColumns1765300000073,
  ListingCoveringIndexes1765300000110,
  StateDateIndex1765300000111,
  EventOrganizationApproved1765300000140,
  EventEarthIndex1765300000150,
  RunningEventsRangeIndex1765300000160,
  EventCards1765300000170,
  ScrapingSourceNotice1765300000180,
  DropEventCards1765350000100,
  SimplerSearch1765350000200,
];
