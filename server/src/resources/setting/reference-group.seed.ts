import { DEMO_IMAGE, referenceGroup } from '@admin/shared/contract/resources';
import { moduleSeed } from '../../seed/module-seed';

const QR = DEMO_IMAGE;

export const referenceGroupSeed = moduleSeed(referenceGroup, [
  { name: '2027 管综备考 1 群', qr_image: QR, kaoyan_year: 2027, capacity: 500 },
  { name: '2027 数学一冲刺群', qr_image: QR, subject_id: 1, kaoyan_year: 2027, capacity: 500 },
  { name: '2027 英语二每日打卡群', qr_image: QR, kaoyan_year: 2027, capacity: 300 },
  { name: '2028 考研早鸟群', qr_image: QR, kaoyan_year: 2028, capacity: 500 },
  { name: '在职考研交流群', qr_image: QR, capacity: 200, is_enable: false },
]);
