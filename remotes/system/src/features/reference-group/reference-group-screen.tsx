import { http } from '@admin/shared/api';
import { referenceGroup, type Subject } from '@admin/shared/contract/resources';
import { defineMessages, useI18n } from '@admin/shared/i18n';
import { enableField, imageField, ResourceList, resourceDef, sortField, titleField, type Option } from '@admin/shared/resource';

defineMessages({
  'system.referenceGroup.name': ['群名称', 'Group'],
  'system.referenceGroup.qr': ['群二维码', 'QR code'],
  'system.referenceGroup.subject': ['科目', 'Subject'],
  'system.referenceGroup.year': ['考研年份', 'Kaoyan year'],
  'system.referenceGroup.capacity': ['人数上限', 'Capacity'],
});

const subjects = (): Promise<Option[]> => http.get<Subject[]>('/base/dp/subjects/').then((l) => l.map((s) => ({ value: s.id, label: s.name })));
const years = (): Promise<Option[]> => http.get<{ year: number; name: string }[]>('/base/dp/kaoyan-year/').then((l) => l.map((y) => ({ value: y.year, label: y.name })));

/** /setting/reference-group: the exam-prep chat groups students join by QR code. */
export const resource = resourceDef(referenceGroup, {
  title: 'route./setting/reference-group',
  titleField: 'name',
  fields: [
    titleField({ name: 'name', label: 'system.referenceGroup.name' }),
    imageField({ name: 'qr_image', label: 'system.referenceGroup.qr' }),
    { name: 'subject_id', label: 'system.referenceGroup.subject', type: 'select', options: subjects, emptyValue: null, list: true },
    { name: 'kaoyan_year', label: 'system.referenceGroup.year', type: 'select', options: years, emptyValue: null, list: true, search: true },
    { name: 'capacity', label: 'system.referenceGroup.capacity', type: 'number', list: true },
    sortField(),
    enableField(),
  ],
});

export default function ReferenceGroupScreen() {
  useI18n();
  return <ResourceList def={resource} />;
}
