import { api, fetchResource } from '@admin/shared/data';
import type { Option } from '@admin/shared/resource';

/** The staff accounts that may handle feedback, as options (GET base/feedback/assignees/, cached with the page's reads). */
export const assigneeOptions = async (): Promise<Option[]> =>
  (await fetchResource(api.feedback.assignees.options<{ id: number; name: string }[]>())).map((a) => ({ value: a.id, label: a.name }));
