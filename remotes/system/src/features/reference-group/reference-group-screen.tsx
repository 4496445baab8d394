import { referenceGroup } from '@admin/shared/contract/resources';
import { defineMessages } from '@admin/shared/i18n';
import { enableField, imageField, kaoyanYearField, resourceDef, resourceScreen, sortField, subjectField, titleField } from '@admin/shared/resource';

defineMessages({
  'system.referenceGroup.name': ['群名称', 'Group'],
  'system.referenceGroup.qr': ['群二维码', 'QR code'],
  'system.referenceGroup.capacity': ['人数上限', 'Capacity'],
});

/** /setting/reference-group: the exam-prep chat groups students join by QR code. */
export const resource = resourceDef(referenceGroup, {
  title: 'route./setting/reference-group',
  titleField: 'name',
  fields: [
    titleField({ name: 'name', label: 'system.referenceGroup.name' }),
    imageField({ name: 'qr_image', label: 'system.referenceGroup.qr' }),
    subjectField(),
    kaoyanYearField({ search: true }),
    { name: 'capacity', label: 'system.referenceGroup.capacity', type: 'number', list: true },
    sortField(),
    enableField(),
  ],
});

export default resourceScreen(resource);
