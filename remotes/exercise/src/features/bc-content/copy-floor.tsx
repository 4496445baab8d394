import { useState } from 'react';
import { App, Form, Modal, Select } from 'antd';
import { isApiError } from '@admin/shared/api';
import type { FloorCopy, YearConfig } from '@admin/shared/contract/resources';
import { api, useResourceQuery } from '@admin/shared/data';
import { defineMessages, useI18n } from '@admin/shared/i18n';

defineMessages({
  'exercise.bc.floor.copyTo.title': ['把楼层“{name}”连同内容复制到', 'Copy the floor "{name}" with its items to'],
  'exercise.bc.floor.copyTo.course': ['目标业务课', 'Target course'],
  'exercise.bc.floor.copyTo.year': ['目标年份', 'Target year'],
  'exercise.bc.floor.copyTo.done': ['已复制到 {course} {year} 年的页面末尾', 'Copied to the end of {course}, {year}'],
});

interface CourseOption {
  value: string;
  label: string;
}

const coursesNamed = (name: string) =>
  api.businessCourse
    .list(null, { name: name || undefined, limit: 20, ordering: 'sort' })
    .then((p) => p.items.map((c) => ({ value: String(c.uuid), label: String(c.name) })));

/** A course's configured years, newest first. */
const yearsOf = (config: YearConfig | undefined) => (config ? config.years.map((y) => y.year).sort((a, b) => b - a) : []);

export interface CopyFloorProps {
  floor: { uuid: string; name: string } | null;
  course: { uuid: string; name: string };
  year: string;
  onClose: () => void;
  /** After a copy into this same page (it shows one more floor). */
  onCopied: (samePage: boolean) => void;
}

/** Copies a floor with its items to the end of another year's or another course's page. */
export function CopyFloorModal({ floor, course, year, onClose, onCopied }: CopyFloorProps) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const [courses, setCourses] = useState<CourseOption[]>([{ value: course.uuid, label: course.name }]);
  const [target, setTarget] = useState({ course: course.uuid, year: Number(year) as number | undefined });
  const config = useResourceQuery(api.bcYearConfig.read.options<YearConfig>({ id: target.course }), { placeholderData: undefined });
  const years = yearsOf(config.data);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!floor || target.year === undefined) return;
    setBusy(true);
    try {
      const body: FloorCopy = { target_course: target.course, target_year: target.year };
      await api.bcCopy.floor({ course: course.uuid, year, id: String(floor.uuid) }, body, { silent: true });
      const name = courses.find((c) => c.value === target.course)?.label ?? '';
      message.success(t('exercise.bc.floor.copyTo.done', { course: name, year: target.year }));
      onCopied(target.course === course.uuid && String(target.year) === year);
      onClose();
    } catch (e) {
      message.error(isApiError(e) ? (e.fieldErrors[0]?.message ?? e.msg) : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={!!floor}
      title={floor ? t('exercise.bc.floor.copyTo.title', { name: floor.name }) : ''}
      onCancel={onClose}
      onOk={() => void submit()}
      okButtonProps={{ disabled: target.year === undefined, loading: busy }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('exercise.bc.floor.copyTo.course')} htmlFor="floor-copy-course">
          <Select
            id="floor-copy-course"
            showSearch
            filterOption={false}
            onSearch={(name) => void coursesNamed(name).then(setCourses, () => {})}
            value={target.course}
            options={courses}
            onChange={(c: string) => setTarget({ course: c, year: undefined })}
            onFocus={() =>
              void coursesNamed('').then(
                (cs) => setCourses((old) => [...old.filter((o) => !cs.some((c) => c.value === o.value)), ...cs]),
                () => {},
              )
            }
          />
        </Form.Item>
        <Form.Item label={t('exercise.bc.floor.copyTo.year')} htmlFor="floor-copy-year">
          <Select
            id="floor-copy-year"
            value={target.year}
            onChange={(y: number) => setTarget((s) => ({ ...s, year: y }))}
            options={years.map((y) => ({ value: y, label: String(y) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
