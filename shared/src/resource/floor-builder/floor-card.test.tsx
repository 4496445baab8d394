import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { FloorCard } from './floor-card';

it('marks a disabled floor without fading its texts and links (no opacity)', () => {
  render(
    <MemoryRouter>
      <ul>
        <FloorCard
          floor={{ id: 1, name: '名校申请案例', floor_type: 'banner', is_enable: false }}
          floorKey="1"
          fedByItems={false}
          position={6}
          movable={false}
          expanded={false}
          onExpand={() => undefined}
          toggle={null}
          contentLink={{ to: '/x', label: '楼层内容' }}
          actions={{}}
        />
      </ul>
    </MemoryRouter>,
  );
  const card = screen.getByRole('listitem').querySelector<HTMLElement>('.ant-card')!;
  expect(card.style.opacity).toBe('');
  expect(card).toHaveStyle({ borderStyle: 'dashed' });
  expect(screen.getByRole('link', { name: '楼层内容' })).toBeInTheDocument();
});
