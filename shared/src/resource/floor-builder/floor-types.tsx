import { defineMessages } from '@admin/shared/i18n';

/**
 * Every floor type the app knows, for page builders of any page (a business course's year, the
 * home pages): each page offers its own subset (BC_FLOOR_TYPES, HOME_FLOOR_TYPES).
 */
export type FloorType = 'course_list' | 'banner' | 'icon_grid' | 'live' | 'article' | 'english_word' | 'clock_in' | 'product_classify';

const LABELS: Record<FloorType, [string, string]> = {
  course_list: ['课程列表', 'Course list'],
  banner: ['轮播图', 'Banner'],
  icon_grid: ['图标宫格', 'Icon grid'],
  live: ['直播', 'Live classes'],
  article: ['文章', 'Articles'],
  english_word: ['背单词', 'English words'],
  clock_in: ['打卡', 'Clock-in'],
  product_classify: ['商品分类', 'Product categories'],
};
const DESCRIPTIONS: Record<FloorType, [string, string]> = {
  course_list: ['一行行课程卡片：封面、标题、价格', 'Rows of course cards: cover, title, price'],
  banner: ['横向轮播的大图', 'Large images that slide sideways'],
  icon_grid: ['两行四列的图标入口', 'Two rows of four icon shortcuts'],
  live: ['即将开始的直播', 'Upcoming live classes'],
  article: ['文章列表：标题与缩略图', 'Article list: titles with thumbnails'],
  english_word: ['背单词入口，取自背单词设置', 'The word tool, from its setting'],
  clock_in: ['打卡活动卡片，取自打卡活动', 'Clock-in activity cards, from the activities'],
  product_classify: ['按分类分组的商品', 'Products grouped by category'],
};

defineMessages({
  ...Object.fromEntries(Object.entries(LABELS).map(([k, v]) => [`resource.floorType.${k}`, v])),
  ...Object.fromEntries(Object.entries(DESCRIPTIONS).map(([k, v]) => [`resource.floorType.${k}.desc`, v])),
});

/** The message key of a floor type's name (for select options and cells too). */
export const floorTypeLabel = (type: string) => `resource.floorType.${type}`;

const INK = '#8c8c8c';
const FILL = '#d9d9d9';
const ACCENT = '#1677ff';

/** The shapes of one type's sketch in a 120 × 72 box. */
function shapes(type: string) {
  switch (type) {
    case 'course_list':
      return [0, 1, 2].map((i) => (
        <g key={i} transform={`translate(8 ${6 + i * 22})`}>
          <rect width="30" height="18" rx="2" fill={FILL} />
          <rect x="36" y="2" width="56" height="5" rx="2" fill={INK} />
          <rect x="36" y="11" width="28" height="4" rx="2" fill={ACCENT} />
        </g>
      ));
    case 'banner':
      return (
        <>
          <rect x="8" y="8" width="104" height="48" rx="4" fill={FILL} />
          {[0, 1, 2].map((i) => (
            <circle key={i} cx={52 + i * 8} cy="64" r="2.5" fill={i === 0 ? ACCENT : INK} />
          ))}
        </>
      );
    case 'icon_grid':
      return [0, 1].flatMap((row) =>
        [0, 1, 2, 3].map((col) => (
          <g key={`${row}-${col}`} transform={`translate(${14 + col * 26} ${8 + row * 32})`}>
            <circle cx="9" cy="9" r="9" fill={col === 0 && row === 0 ? ACCENT : FILL} />
            <rect x="1" y="21" width="16" height="4" rx="2" fill={INK} />
          </g>
        )),
      );
    case 'live':
      return [0, 1].map((i) => (
        <g key={i} transform={`translate(8 ${6 + i * 33})`}>
          <rect width="44" height="28" rx="2" fill={FILL} />
          <rect x="3" y="3" width="14" height="6" rx="2" fill="#ff4d4f" />
          <rect x="50" y="4" width="54" height="5" rx="2" fill={INK} />
          <rect x="50" y="14" width="34" height="4" rx="2" fill={FILL} />
        </g>
      ));
    case 'article':
      return [0, 1, 2].map((i) => (
        <g key={i} transform={`translate(8 ${6 + i * 22})`}>
          <rect width="74" height="5" rx="2" fill={INK} />
          <rect y="9" width="50" height="4" rx="2" fill={FILL} />
          <rect x="82" y="-2" width="22" height="18" rx="2" fill={FILL} />
        </g>
      ));
    case 'english_word':
      return (
        <>
          <rect x="8" y="8" width="104" height="56" rx="6" fill={FILL} />
          <text x="60" y="36" textAnchor="middle" fontSize="16" fontFamily="serif" fill={INK}>
            abandon
          </text>
          <rect x="30" y="46" width="60" height="10" rx="5" fill={ACCENT} />
        </>
      );
    case 'clock_in':
      return (
        <>
          <rect x="8" y="8" width="104" height="56" rx="6" fill={FILL} />
          {[0, 1, 2, 3, 4, 5, 6].map((d) => (
            <circle key={d} cx={20 + d * 13.5} cy="28" r="5" fill={d < 4 ? ACCENT : '#fff'} stroke={INK} strokeWidth="0.8" />
          ))}
          <rect x="30" y="44" width="60" height="10" rx="5" fill={ACCENT} />
        </>
      );
    case 'product_classify':
      return (
        <>
          {[0, 1, 2].map((i) => (
            <rect key={i} x={8 + i * 36} y="6" width="30" height="10" rx="5" fill={i === 0 ? ACCENT : FILL} />
          ))}
          {[0, 1].map((i) => (
            <g key={i} transform={`translate(${8 + i * 54} 22)`}>
              <rect width="50" height="28" rx="2" fill={FILL} />
              <rect y="34" width="40" height="5" rx="2" fill={INK} />
            </g>
          ))}
        </>
      );
    default:
      return null;
  }
}

/** A schematic picture of how a floor of this type looks in the app (decorative: its name is beside it). */
export function FloorTypePicture({ type, width = 120 }: { type: string; width?: number }) {
  return (
    <svg
      viewBox="0 0 120 72"
      width={width}
      height={(width * 72) / 120}
      aria-hidden="true"
      focusable="false"
      style={{ display: 'block', background: '#fafafa', borderRadius: 4 }}
    >
      {shapes(type)}
    </svg>
  );
}
