import { accountSeed } from '../resources/account/account.seed';
import { appUserPurchaseSeed } from '../resources/account/app-user-purchase.seed';
import { appUserSeed } from '../resources/account/app-user.seed';
import { siteSeed } from '../resources/account/site.seed';
import { adSeed } from '../resources/ads/ad.seed';
import { articleNewsSeed } from '../resources/article/news.seed';
import { articleVideoSeed } from '../resources/article/video.seed';
import { businessCourseSeed } from '../resources/business-course/business-course.seed';
import { productClassifySeed } from '../resources/business-course/product-classify.seed';
import { specialTopicPageSeed } from '../resources/business-course/special-topic-page.seed';
import { commentSeed } from '../resources/comment/comment.seed';
import { courseNavigationSeed } from '../resources/course/course-navigation.seed';
import { courseTagSeed } from '../resources/course/course-tag.seed';
import { courseSeed } from '../resources/course/course.seed';
import { bookCoursePackageSeed } from '../resources/exercise/book-course-package.seed';
import { materialSeed } from '../resources/exercise/material.seed';
import { questionBankSeed } from '../resources/exercise/question-bank.seed';
import { quizPackageSeed } from '../resources/exercise/quiz-package.seed';
import { adCategorySeed } from '../resources/home/ad-category.seed';
import { adPlaceSeed } from '../resources/home/ad-place.seed';
import { advisorySeed } from '../resources/home/advisory.seed';
import { homeFloorItemsSeed, homeFloorSeed } from '../resources/home/home-floor.seed';
import { homepagesettingSeed } from '../resources/home/homepagesetting.seed';
import { hotKeywordSeed } from '../resources/home/hot-keyword.seed';
import { searchKeywordSeed } from '../resources/home/search-keyword.seed';
import { searchLogSeed } from '../resources/home/search-log.seed';
import { topIconSeed } from '../resources/home/top-icon.seed';
import { videoActionSeed } from '../resources/home/video-action.seed';
import { prosysHuabeiConfigSeed } from '../resources/payment/prosys-huabei-config.seed';
import { pickSchoolSeed } from '../resources/pick-school/pick-school.seed';
import { videoManageSeed } from '../resources/pick-school/video-manage.seed';
import { pushSeed } from '../resources/push/push.seed';
import { clockInPackageSeed } from '../resources/reference/clock-in-package.seed';
import { courseProductSeed } from '../resources/reference/course-product.seed';
import { knowledgePointSeed } from '../resources/reference/knowledge-point.seed';
import { productSystemSeed } from '../resources/reference/product-system.seed';
import { resourceGroupSeed } from '../resources/reference/resource-group.seed';
import { userGroupSeed } from '../resources/reference/user-group.seed';
import { programmeSeed } from '../resources/school/programme.seed';
import { scoreLineSeed } from '../resources/school/score-line.seed';
import { appVersionSeed } from '../resources/setting/app-version.seed';
import { policySeed } from '../resources/setting/policy.seed';
import { referenceGroupSeed } from '../resources/setting/reference-group.seed';
import { feedbackSeed } from '../resources/system/feedback.seed';
import { whitelistSeed } from '../resources/system/whitelist.seed';
import type { DemoSeed } from './demo-seed';

/**
 * Every resource's demo records, in the order seedDemo runs them: a seed comes after the seeds of
 * the tables its records reference (demo-seeds.test.ts checks it against the contract's
 * references). The seeds from siteSeed to specialTopicPageSeed draw in turn from the context's one
 * random sequence, so their order is part of the data too; the later ones draw their own.
 */
export const DEMO_SEEDS: readonly DemoSeed[] = [
  accountSeed,
  siteSeed,
  userGroupSeed,
  adCategorySeed,
  productSystemSeed,
  resourceGroupSeed,
  courseNavigationSeed,
  courseProductSeed,
  clockInPackageSeed,
  quizPackageSeed,
  knowledgePointSeed,
  bookCoursePackageSeed,
  adSeed,
  productClassifySeed,
  businessCourseSeed,
  specialTopicPageSeed,
  pushSeed,
  courseTagSeed,
  homeFloorSeed,
  appUserSeed,
  homepagesettingSeed,
  homeFloorItemsSeed,
  searchLogSeed,
  adPlaceSeed,
  programmeSeed,
  pickSchoolSeed,
  scoreLineSeed,
  videoManageSeed,
  appVersionSeed,
  referenceGroupSeed,
  articleNewsSeed,
  articleVideoSeed,
  prosysHuabeiConfigSeed,
  hotKeywordSeed,
  videoActionSeed,
  searchKeywordSeed,
  advisorySeed,
  topIconSeed,
  whitelistSeed,
  materialSeed,
  questionBankSeed,
  policySeed,
  commentSeed,
  courseSeed,
  feedbackSeed,
  appUserPurchaseSeed,
];
