import { http } from '@admin/shared/api';
import { feedback } from '@admin/shared/contract/resources';
import type { Option } from '@admin/shared/resource';

/** The staff accounts that may handle feedback, as options (GET base/feedback/assignees/). */
export const assigneeOptions = async (): Promise<Option[]> =>
  (await http.get<{ id: number; name: string }[]>(feedback.routes.assignees!.path)).map((a) => ({ value: a.id, label: a.name }));
