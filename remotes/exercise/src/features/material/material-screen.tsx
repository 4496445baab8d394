import { useMemo } from 'react';
import type { Material } from '@admin/shared/contract/resources';
import { useI18n } from '@admin/shared/i18n';
import { createDataProvider, ResourceList } from '@admin/shared/resource';
import { MaterialBulkMove } from './bulk-move';
import { DownloadLogButton } from './download-log';
import { materialResource } from './material-resource';

export const resource = materialResource;

/** The materials list with its own bulk move and each row's download log (the landing page draws the same beside the tree). */
export function MaterialList() {
  const provider = useMemo(() => createDataProvider(materialResource), []);
  return (
    <ResourceList
      def={materialResource}
      provider={provider}
      rowActions={(r) => <DownloadLogButton record={r as Material} />}
      bulkActions={(ctx) => <MaterialBulkMove ctx={ctx} provider={provider} />}
    />
  );
}

/** /exercise/materialManage/material: list, search, create, edit, bulk move / enable / disable / delete, export; each row's download log. */
export default function MaterialScreen() {
  useI18n();
  return <MaterialList />;
}
