import { useState } from 'react';
import { Button, Result } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useI18n } from '@admin/shared/i18n';
import { useRemotesStore } from '../federation';
import { ProgressDone } from '../progress/progress-bar';

/**
 * In place of a screen whose remote could not be loaded (DESIGN 3.4): which remote, what kind of
 * failure, and a Retry that really loads it again. The shell keeps working around it.
 */
export function RemoteUnavailable({ names }: { names: string[] }) {
  const { t } = useI18n();
  const groups = useRemotesStore((s) => s.groups);
  const retry = useRemotesStore((s) => s.retry);
  const [busy, setBusy] = useState<string | null>(null);
  const down = groups.filter((g) => names.includes(g.name));

  const onRetry = async (name: string) => {
    setBusy(name);
    try {
      await retry(name);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <ProgressDone />
      <Result
        status="warning"
        title={down.length === 1 ? t('remote.unavailable', { title: t(down[0].title ?? down[0].name) }) : t('remote.pageMayBeHere')}
        subTitle={down.length === 1 ? t('remote.pageMayBeHere') : undefined}
      />
      <div className="hl-remote-list">
        {down.map((g) => (
          <div key={g.name} className="hl-remote-card" role="group" aria-label={t(g.title ?? g.name)}>
            <div>
              <strong>{t(g.title ?? g.name)}</strong> <span className="hl-muted">({g.name})</span>
              <div className="hl-danger">{g.error ? t(`remote.kind.${g.error.kind}`) : t('remote.kind.error')}</div>
              {g.error?.message && (
                <p className="hl-remote-message hl-muted" title={g.error.message}>
                  {g.error.message}
                </p>
              )}
            </div>
            <Button type="primary" icon={<ReloadOutlined />} loading={busy === g.name} onClick={() => void onRetry(g.name)}>
              {t('remote.retry')}
            </Button>
          </div>
        ))}
      </div>
    </>
  );
}
