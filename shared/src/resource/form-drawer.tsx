import { useEffect, useState } from 'react';
import { Button, Drawer, Result, Spin } from 'antd';
import { isApiError } from '@admin/shared/api';
import { ResourceForm } from './resource-form';
import { useKitI18n } from './texts';
import type { DataProvider, Rec, ResourceDef } from './types';

export type FormTarget = { mode: 'create' } | { mode: 'edit'; id: string | number };

export interface ResourceFormDrawerProps {
  def: ResourceDef;
  provider: DataProvider;
  target: FormTarget | null;
  onClose: () => void;
  onSaved: (record: Rec) => void;
}

/** The outcome of reading the record for one target and attempt. */
interface Fetched {
  for: FormTarget;
  attempt: number;
  record?: Rec;
  error?: string;
}

/** The create / edit drawer: an edit first reads the record, so the form starts from its latest version. */
export function ResourceFormDrawer({ def, provider, target, onClose, onSaved }: ResourceFormDrawerProps) {
  const { t } = useKitI18n();
  const [fetched, setFetched] = useState<Fetched | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (target?.mode !== 'edit') return;
    let live = true;
    provider.get(target.id).then(
      (record) => live && setFetched({ for: target, attempt, record }),
      (e: unknown) => live && setFetched({ for: target, attempt, error: isApiError(e) ? e.msg : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [target, provider, attempt]);

  const current = fetched && fetched.for === target && fetched.attempt === attempt ? fetched : null;
  const ready = target?.mode === 'create' || !!current?.record;

  const title = t(target?.mode === 'edit' ? 'resource.editTitle' : 'resource.createTitle', { title: t(def.title) });
  return (
    <Drawer open={!!target} title={title} size={640} onClose={onClose} destroyOnHidden>
      {target && !ready && !current?.error ? <Spin /> : null}
      {current?.error ? (
        <Result
          status="error"
          title={t('resource.loadFailed')}
          subTitle={current.error}
          extra={<Button onClick={() => setAttempt((a) => a + 1)}>{t('resource.retry')}</Button>}
        />
      ) : null}
      {target && ready ? (
        <ResourceForm key={current ? `${attempt}` : 'new'} def={def} provider={provider} record={current?.record} onSaved={onSaved} onCancel={onClose} />
      ) : null}
    </Drawer>
  );
}
