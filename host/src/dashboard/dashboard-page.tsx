import { useMemo } from 'react';
import { Button, Card, Col, Empty, Row, Tag, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { Link } from 'react-router-dom';
import { filterRoutesByLine, useAuthStore } from '@admin/shared/auth';
import { BUSINESS_LINES } from '@admin/shared/contract';
import { useI18n } from '@admin/shared/i18n';
import { allRemoteRoutes, useRemotesStore, type RemoteGroup } from '../federation';
import { useAppStore } from '../layout/app-store';
import { buildMenu, type MenuNode } from '../layout/menu/build-menu';
import { RouteIcon } from '../layout/menu/route-icon';
import { allowedRoutes, effectiveLine } from '../layout/menu/visible-routes';
import { HOST_ROUTES } from '../router/host-routes';
import { HOME_PATH } from '../router/public-paths';
import './dashboard-page.css';

const leaves = (node: MenuNode): MenuNode[] => (node.children ? node.children.flatMap(leaves) : [node]);

const STATUS_COLOR: Record<RemoteGroup['status'], string> = { ready: 'success', loading: 'processing', unavailable: 'error' };

function MenuCard({ node }: { node: MenuNode }) {
  const { t } = useI18n();
  const links = leaves(node);
  return (
    <Card
      size="small"
      className="hd-card"
      title={
        <span className="hd-card-title">
          <RouteIcon name={node.icon} /> {t(node.title)}
        </span>
      }
      extra={node.children ? <Typography.Text type="secondary">{t('dashboard.pages', { n: links.length })}</Typography.Text> : null}
    >
      <ul className="hd-links">
        {links.map((leaf) => (
          <li key={leaf.key}>
            {leaf.externalLink ? (
              <a href={leaf.externalLink} target="_blank" rel="noopener noreferrer">
                {t(leaf.title)} ↗
              </a>
            ) : (
              <Link to={leaf.key}>{t(leaf.title)}</Link>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The home screen: who is signed in, where they can go, and whether every module loaded. */
export default function DashboardPage() {
  const { t, locale } = useI18n();
  const name = useAuthStore((s) => s.name);
  const roles = useAuthStore((s) => s.roles);
  const navBar = useAppStore((s) => s.navBar);
  const groups = useRemotesStore((s) => s.groups);
  const retry = useRemotesStore((s) => s.retry);
  const line = effectiveLine(navBar, roles);

  const menu = useMemo(() => {
    const routes = filterRoutesByLine(allowedRoutes([...HOST_ROUTES, ...allRemoteRoutes(groups)], roles), line);
    return buildMenu(routes).filter((n) => n.key !== HOME_PATH);
  }, [groups, roles, line]);

  const today = dayjs().locale(locale === 'en' ? 'en' : 'zh-cn').format(locale === 'en' ? 'dddd, MMMM D, YYYY' : 'YYYY年M月D日 dddd');
  const lineInfo = BUSINESS_LINES.find((l) => l.value === line);

  return (
    <div className="hd-page">
      <Card className="hd-hello">
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('dashboard.hello', { name: name || '—' })}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('dashboard.welcome', { date: today })}{' '}
          {lineInfo && <Tag color="blue">{t('dashboard.line', { line: locale === 'en' ? lineInfo.labelEn : lineInfo.label })}</Tag>}
        </Typography.Paragraph>
      </Card>

      <Typography.Title level={4} className="hd-section">
        {t('dashboard.menus')}
      </Typography.Title>
      {menu.length === 0 ? (
        <Card>
          <Empty description={t('dashboard.noMenus')} />
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          {menu.map((node) => (
            <Col key={node.key} xs={24} sm={12} lg={8} xxl={6}>
              <MenuCard node={node} />
            </Col>
          ))}
        </Row>
      )}

      <Typography.Title level={4} className="hd-section">
        {t('dashboard.remotes')}
      </Typography.Title>
      <Card size="small">
        {groups.length === 0 ? (
          <Typography.Text type="secondary">{t('dashboard.noRemotes')}</Typography.Text>
        ) : (
          <ul className="hd-remotes">
            {groups.map((g) => (
              <li key={g.name}>
                <span className="hd-remote-name">{t(g.title ?? g.name)}</span>
                <Typography.Text type="secondary" className="hd-remote-id">
                  {g.name}
                </Typography.Text>
                <Tag color={STATUS_COLOR[g.status]}>{t(`dashboard.status.${g.status}`)}</Tag>
                {g.status === 'unavailable' && (
                  <>
                    {g.error && <Typography.Text type="danger">{t(`remote.kind.${g.error.kind}`)}</Typography.Text>}
                    <Button size="small" icon={<ReloadOutlined />} onClick={() => void retry(g.name)}>
                      {t('remote.retry')}
                    </Button>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
