import type { FieldError } from '@admin/shared/contract';
import { TOP_ICON_IMAGE, topIcon } from '@admin/shared/contract/resources';
import type { Registry } from '../../http/registry';
import { registerCollection, type CollectionDef, type RecordRows } from '../../kit/collection';
import { imageSize } from '../../uploads/image-size';

type Rec = Record<string, unknown>;

const UPLOADED = /^\/uploads\/([A-Za-z0-9._-]+)$/;

/**
 * A top icon is an uploaded square image between TOP_ICON_IMAGE.min and .max pixels: the app
 * draws every icon of the row in one round frame, so a wide or tiny picture would show cut or
 * blurred. Read from the stored file, whatever the browser said.
 */
async function iconFits(at: RecordRows, rec: Rec): Promise<FieldError[]> {
  const { min, max } = TOP_ICON_IMAGE;
  const name = UPLOADED.exec(String(rec.icon ?? ''))?.[1];
  if (!name) return [{ field: 'icon', message: '图标请通过上传接口上传（服务器要检查尺寸）' }];
  const stored = await at.deps.uploads.get(name);
  const size = stored ? imageSize(stored.bytes) : null;
  if (!size) return [{ field: 'icon', message: '图标文件不存在或不是可识别的图片，请重新上传' }];
  if (size.width !== size.height) return [{ field: 'icon', message: `图标应为正方形，这张是 ${size.width}×${size.height}` }];
  if (size.width < min || size.width > max) return [{ field: 'icon', message: `图标边长应在 ${min} 到 ${max} 像素之间，这张是 ${size.width}×${size.height}` }];
  return [];
}

const def: CollectionDef = { resource: topIcon, table: 'home_top_icon', recordRule: iconFits };

/** /base/top-icon/ (/homemanage/app-top-content). */
export function topIconFamily(reg: Registry): void {
  registerCollection(reg, def);
}
