import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuthStore } from '@admin/shared/auth';
import { useI18n } from '@admin/shared/i18n';
import { loginRedirect } from '../router/guard';
import { HOME_PATH } from '../router/public-paths';
import { Icon } from './icons';
import { MenuButton } from './ui/menu-button';

/** Avatar with a greeting and the Home / Logout dropdown (spec 2). */
export function AvatarMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useI18n();
  const name = useAuthStore((s) => s.name);
  const avatar = useAuthStore((s) => s.avatar);
  const logout = useAuthStore((s) => s.logout);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [brokenAvatar, setBrokenAvatar] = useState(false);
  const greeting = t('layout.greeting', { name: name || '—' });

  const onLogout = async () => {
    try {
      await logout();
    } finally {
      // Logout clears the session even when the server call fails; the form is next either way,
      // with the way back to this page (as the entry gate would send it there too).
      navigate(loginRedirect(pathname, search), { replace: true });
    }
  };

  return (
    <MenuButton
      label={`${greeting} · ${t('layout.userMenu')}`}
      className="hl-avatar-button"
      items={[
        { key: 'home', icon: <Icon name="HomeOutlined" />, label: t('layout.home') },
        { key: 'logout', icon: <Icon name="LogoutOutlined" />, label: t('layout.logout'), dividerBefore: true },
      ]}
      onSelect={(key) => {
        if (key === 'home') navigate(HOME_PATH);
        else void onLogout();
      }}
    >
      <span className="hl-avatar" aria-hidden="true">
        {avatar && !brokenAvatar ? <img src={avatar} alt="" onError={() => setBrokenAvatar(true)} /> : <Icon name="UserOutlined" />}
      </span>
      {!compact && <span className="hl-greeting">{greeting}</span>}
    </MenuButton>
  );
}
