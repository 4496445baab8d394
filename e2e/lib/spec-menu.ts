// The menu groups of spec section 2 with the permissions their screens need, written down
// independently of the remotes' own route lists, so the menu a user sees is checked against the
// spec and the roles the API hands out, not against the code that builds it.

export interface SpecGroup {
  path: string;
  /** Any one of them shows the group (a screen of it is visible). */
  permissions: string[];
  /** Business line (menu set) of the group; default 1. */
  line?: 1 | 2;
  /** The spec names some permissions only loosely; a role matching this may also show the group. */
  loosely?: RegExp;
  /** Has an entry open to everyone (the external link of /exercise), so it may show for anyone. */
  openEntry?: boolean;
}

export const SPEC_GROUPS: SpecGroup[] = [
  {
    path: '/homemanage',
    permissions: [
      'nav.view_floor',
      'base_services.view_hotkeyword',
      'base_services.view_keywords',
      'base_services.view_topicon',
      'app.view_interactive',
      'app.view_consult_interactive',
      'base_services.view_advertisingplaceid',
    ],
  },
  {
    path: '/pick-school',
    permissions: ['nav.view_bcoursetemplate', 'account.search_senior_mate', 'nav.view_masterdegreeinfo', 'school.view_videomanagement'],
  },
  {
    path: '/exercise',
    permissions: [
      'nav.view_businesscoursemanagement',
      'practice.view_knowledgepractice',
      'practice.view_quizpackage',
      'practice.view_testingaggregation',
      'auth.search_book_course_package',
      'base_services.view_miniprogram',
      'auth.resource_view',
    ],
    openEntry: true,
  },
  {
    path: '/course',
    permissions: ['course.view_nav', 'nav.view_banner', 'course.view_coursetag', 'course.view_aggregation_product', 'course.view_faq_alloc'],
  },
  { path: '/pay-method', permissions: ['payment.view_prosyshuabeiconfig'] },
  { path: '/learn-interaction', permissions: ['comment.view_commentstatistics'] },
  {
    path: '/ad',
    permissions: [
      'base_services.view_launch_advertisement',
      'base_services.view_popup_advertisement',
      'base_services.view_recommend_top_advertisement',
      'nav.view_banner',
      'practice.view_testingaggregation',
      'promotion_h5.view_quizreportadvertisement',
      'nav.view_functionnav',
      'base_services.view_recommend_advertisement',
      'base_services.view_advertisingplaceid',
      'base_services.view_hover_window_advertisement',
      'base_services.view_detail_advertisement',
      'base_services.view_pay_result',
      'base_services.view_study_advertisement',
      'base_services.practise_clock_in_activity_view',
      'base_services.view_my_home_page_advertisement',
      'base_services.view_bottom_top_advertisement',
      'base_services.view_coupon_for_homepage_advertisement',
    ],
    loosely: /^base_services\.\w*(search_page|coupon)\w*$/,
  },
  { path: '/push', permissions: ['base_services.view_pushinfo'] },
  { path: '/user', permissions: ['account.view_user'] },
  { path: '/whiteList', permissions: ['whitelist.view_whitelist'] },
  { path: '/feedback', permissions: ['base_services.view_feedback'] },
  { path: '/article', permissions: ['main_station.view_news', 'main_station.view_video'] },
  {
    path: '/setting',
    permissions: [
      'base_services.view_settings_versioncontrol',
      'base_services.view_customsettings',
      'base_services.view_exampreparationgroup',
      'privacy.view_user_policy_app_privacypolicy',
    ],
  },
  { path: '/homepagesetting', permissions: ['nav.system_config_abroad'], line: 2 },
];

/** Groups the user must see on line 1, and groups they must not see (on any line). */
export function expectedGroups(roles: readonly string[], line: 1 | 2 = 1) {
  const has = (g: SpecGroup) => g.permissions.some((p) => roles.includes(p));
  const maybe = (g: SpecGroup) => has(g) || Boolean(g.openEntry) || Boolean(g.loosely && roles.some((r) => g.loosely!.test(r)));
  return {
    must: SPEC_GROUPS.filter((g) => (g.line ?? 1) === line && has(g)).map((g) => g.path),
    mustNot: SPEC_GROUPS.filter((g) => !maybe(g) || (line === 1 && g.line === 2)).map((g) => g.path),
  };
}

/** '/user/index' -> '/user': a one-screen group may be shown as a plain menu item. */
export const groupOf = (key: string) => (key.startsWith('/') ? `/${key.split('/')[1]}` : key);
