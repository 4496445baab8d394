import './test-polyfills';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager } from './pager';

let frames: FrameRequestCallback[];
beforeEach(() => {
  frames = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
  document.documentElement.scrollTop = 600;
});
afterEach(() => jest.restoreAllMocks());

/** Runs every queued animation frame at each time in turn; returns the scroll position after each. */
function playScroll(times: number[]): number[] {
  return times.map((ms) => {
    frames.splice(0).forEach((frame) => frame(ms));
    return document.documentElement.scrollTop;
  });
}

const activePage = () => document.querySelector('.ant-pagination-item-active')?.textContent;

it('shows total, prev, pages, next, jumper and page 1 of 20 per page by default', () => {
  render(<Pager total={95} />);
  const nav = screen.getByRole('navigation', { name: '分页' });
  expect(within(nav).getByText('共 95 条')).toBeInTheDocument();
  expect(nav.querySelector('.ant-pagination-prev')).not.toBeNull();
  expect(nav.querySelector('.ant-pagination-next')).not.toBeNull();
  expect(nav.querySelector('.ant-pagination-options-quick-jumper input')).not.toBeNull();
  expect(activePage()).toBe('1');
  expect(within(nav).getByText('5')).toBeInTheDocument(); // 95 / 20 → 5 pages
  expect(within(nav).queryByText('6')).toBeNull();
  expect(within(nav).getByText('20 / page')).toBeInTheDocument();
});

it('offers the sizes 10, 20, 30 and 50', async () => {
  render(<Pager total={95} />);
  await userEvent.click(screen.getByRole('combobox'));
  const options = document.querySelectorAll('.ant-select-item-option');
  expect([...options].map((o) => o.textContent)).toEqual(['10 / page', '20 / page', '30 / page', '50 / page']);
});

it('on a page change scrolls to the top and reports page and size', async () => {
  const onChange = jest.fn();
  render(<Pager total={95} onChange={onChange} />);
  await userEvent.click(screen.getByTitle('3'));
  expect(onChange).toHaveBeenCalledWith(3, 20);
  expect(activePage()).toBe('3');
  const [start, mid, almost, end] = playScroll([0, 400, 799, 800]);
  expect(start).toBe(600);
  expect(mid).toBeCloseTo(300);
  expect(almost).toBeGreaterThan(0);
  expect(end).toBe(0);
});

it('on a size change reports the new size', async () => {
  const onChange = jest.fn();
  render(<Pager total={95} onChange={onChange} />);
  await userEvent.click(screen.getByRole('combobox'));
  await userEvent.click(screen.getByTitle('50 / page'));
  expect(onChange).toHaveBeenLastCalledWith(1, 50);
  playScroll([0, 800]);
  expect(document.documentElement.scrollTop).toBe(0);
});

it('follows controlled page and size, and can skip the scroll', async () => {
  const onChange = jest.fn();
  render(<Pager total={95} page={2} pageSize={10} onChange={onChange} autoScroll={false} />);
  expect(activePage()).toBe('2');
  await userEvent.click(screen.getByTitle('Next Page'));
  expect(onChange).toHaveBeenCalledWith(3, 10);
  playScroll([0, 800]);
  expect(document.documentElement.scrollTop).toBe(600);
});

it('renders nothing when hidden', () => {
  const { container } = render(<Pager total={95} hidden />);
  expect(container).toBeEmptyDOMElement();
});
