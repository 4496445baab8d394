import { render } from '@testing-library/react';
import { RouteIcon } from './route-icon';

const iconName = (name?: string) =>
  render(<RouteIcon name={name} />)
    .container.querySelector('[data-icon]')
    ?.getAttribute('data-icon');

describe('RouteIcon', () => {
  it('takes antd component names, as the remotes write them', () => {
    expect(iconName('PictureOutlined')).toBe('picture');
    expect(iconName('SafetyOutlined')).toBe('safety');
  });
  it('takes short vue-element-admin style names', () => {
    expect(iconName('dashboard')).toBe('dashboard');
    expect(iconName('user')).toBe('user');
  });
  it('falls back to a generic icon', () => {
    expect(iconName('NoSuchIcon')).toBe('appstore');
    expect(iconName(undefined)).toBe('appstore');
  });
});
