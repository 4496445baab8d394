import type { Registry } from '../http/registry';
import { plainCollections } from '../kit/plain-collections';
import { accountResources } from './account';
import { adsResources } from './ads';
import { articleResources } from './article';
import { auditResources } from './audit';
import { businessCourseResources } from './business-course';
import { commentResources } from './comment';
import { courseResources } from './course';
import { dashboardResources } from './dashboard';
import { exerciseResources } from './exercise';
import { homeResources } from './home';
import { paymentResources } from './payment';
import { pickSchoolResources } from './pick-school';
import { pushResources } from './push';
import { referenceResources } from './reference';
import { schoolResources } from './school';
import { settingResources } from './setting';
import { systemResources } from './system';

/**
 * Every resource of the contract, one folder per domain as in shared/src/contract/resources/:
 * each folder's index registers its resources' implementations, and the collections that need no
 * code of their own are stored by convention (kit/plain-collections.ts), last.
 */
export function registerResources(reg: Registry): void {
  accountResources(reg);
  referenceResources(reg);
  adsResources(reg);
  pushResources(reg);
  businessCourseResources(reg);
  homeResources(reg);
  pickSchoolResources(reg);
  articleResources(reg);
  settingResources(reg);
  paymentResources(reg);
  commentResources(reg);
  courseResources(reg);
  systemResources(reg);
  dashboardResources(reg);
  exerciseResources(reg);
  auditResources(reg);
  schoolResources(reg);
  plainCollections(reg);
}
