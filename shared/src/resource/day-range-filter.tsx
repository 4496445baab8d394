import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { useKitI18n } from './texts';

/** A date range filter's value as the query holds it: its start and end bounds (contract/resources/time-range.ts). */
export type DayRange = [start?: string, end?: string];

/** A bound with its offset, to the millisecond: the server compares the instant. */
const BOUND_FORMAT = 'YYYY-MM-DDTHH:mm:ss.SSSZ';

const dayOf = (bound: string | undefined): Dayjs | null => {
  if (!bound) return null;
  const d = dayjs(bound);
  return d.isValid() ? d : null;
};

/**
 * Days picked as a range for a list filter. The query gets the start of the first day and the end
 * of the last where the person is (`2026-03-01T00:00:00.000+08:00`, `…T23:59:59.999+08:00`): a bare
 * day would be a UTC day on the server, eight hours off in Beijing. A bound the URL holds as a day
 * or a time shows as its day here.
 */
export function DayRangeFilter({ id, label, value, onChange }: { id?: string; label: string; value?: DayRange; onChange?: (v: DayRange | undefined) => void }) {
  const { t } = useKitI18n();
  const [start, end] = value ?? [];
  return (
    <DatePicker.RangePicker
      id={id}
      aria-label={label}
      value={start || end ? [dayOf(start), dayOf(end)] : null}
      allowEmpty={[true, true]}
      onChange={(days) =>
        onChange?.(days && (days[0] || days[1]) ? [days[0]?.startOf('day').format(BOUND_FORMAT), days[1]?.endOf('day').format(BOUND_FORMAT)] : undefined)
      }
      placeholder={[t('resource.filter.fromDay'), t('resource.filter.toDay')]}
      style={{ width: 260 }}
    />
  );
}
