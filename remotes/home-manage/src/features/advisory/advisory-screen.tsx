import { advisory } from '@admin/shared/contract/resources';
import { defineMessages } from '@admin/shared/i18n';
import { enableField, imageField, linkFields, resourceDef, resourceScreen, sortField, titleField } from '@admin/shared/resource';

defineMessages({
  'home.advisory.advisorName': ['顾问', 'Advisor'],
  'home.advisory.advisorAvatar': ['顾问头像', 'Advisor photo'],
  'home.advisory.qrImage': ['微信二维码', 'WeChat QR code'],
  'home.advisory.wechatId': ['微信号', 'WeChat id'],
  'home.advisory.workStart': ['上班时间', 'Available from'],
  'home.advisory.workEnd': ['下班时间', 'Available until'],
  'home.advisory.time.placeholder': ['如 09:00', 'e.g. 09:00'],
  'home.advisory.time.help': ['App 在这段时间内显示“在线”', 'The app shows the advisor as online in these hours'],
});

const clock = (name: string, label: string) => ({
  name,
  label,
  type: 'text' as const,
  form: { placeholder: 'home.advisory.time.placeholder', help: 'home.advisory.time.help' },
});

/** /homemanage/advisory (咨询互动): the advisors students reach from the app, and when. */
export const resource = resourceDef(advisory, {
  title: 'route./homemanage/advisory',
  defaultOrdering: 'sort',
  fields: [
    titleField({ list: { width: 200 } }),
    { name: 'advisor_name', label: 'home.advisory.advisorName', type: 'text', list: { width: 100 }, search: true },
    imageField({ name: 'advisor_avatar', label: 'home.advisory.advisorAvatar' }),
    imageField({ name: 'qr_image', label: 'home.advisory.qrImage' }),
    { name: 'wechat_id', label: 'home.advisory.wechatId', type: 'text', list: { width: 130, defaultHidden: true } },
    ...linkFields(),
    clock('work_start', 'home.advisory.workStart'),
    clock('work_end', 'home.advisory.workEnd'),
    sortField(),
    enableField(),
  ],
});

/** List, search, create, edit, reorder, enable and delete consultation entry points. */
export default resourceScreen(resource);
