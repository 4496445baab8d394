import { useState } from 'react';
import { Button, Dropdown } from 'antd';
import { HomeOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useAuthStore } from '@admin/shared/auth';
import { useI18n } from '@admin/shared/i18n';
import { HOME_PATH, LOGIN_PATH } from '../router/public-paths';

/** Avatar with a greeting and the Home / Logout dropdown (spec 2). */
export function AvatarMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useI18n();
  const name = useAuthStore((s) => s.name);
  const avatar = useAuthStore((s) => s.avatar);
  const logout = useAuthStore((s) => s.logout);
  const navigate = useNavigate();
  const [brokenAvatar, setBrokenAvatar] = useState(false);
  const greeting = t('layout.greeting', { name: name || '—' });

  const onLogout = async () => {
    try {
      await logout();
    } finally {
      // Logout clears the session even when the server call fails; the form is next either way.
      navigate(LOGIN_PATH, { replace: true });
    }
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'home', icon: <HomeOutlined />, label: t('layout.home') },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: t('layout.logout') },
        ],
        onClick: ({ key }) => {
          if (key === 'home') navigate(HOME_PATH);
          else void onLogout();
        },
      }}
    >
      <Button type="text" className="hl-avatar-button" aria-label={`${greeting} · ${t('layout.userMenu')}`}>
        {/* A plain circle: antd Avatar would bring Popover along for Avatar.Group. */}
        <span className="hl-avatar" aria-hidden="true">
          {avatar && !brokenAvatar ? <img src={avatar} alt="" onError={() => setBrokenAvatar(true)} /> : <UserOutlined />}
        </span>
        {!compact && <span className="hl-greeting">{greeting}</span>}
      </Button>
    </Dropdown>
  );
}
