import { WHITELIST_IMPORT_MAX, WHITELIST_TYPES, whitelistSchemas, type WhitelistType } from '@admin/shared/contract/resources';

type Rec = Record<string, unknown>;

/** A line of the import that is refused, with its number in the text (1-based) and why. */
export interface RefusedLine {
  line: number;
  text: string;
  reason: string;
}

export interface ParsedImport {
  /** Set when the text as a whole cannot be imported (empty, too many lines). */
  problem?: string;
  lines: { line: number; text: string; rec: Rec }[];
  refused: RefusedLine[];
}

/** Types as staff write them in a sheet: the code or the Chinese label. */
const TYPE_WORDS: Record<string, WhitelistType> = {
  tester: 'tester',
  测试: 'tester',
  测试人员: 'tester',
  staff: 'staff',
  员工: 'staff',
  内部员工: 'staff',
  partner: 'partner',
  合作方: 'partner',
  合作伙伴: 'partner',
};

/** A header row of a CSV export or template is skipped, not refused. */
const HEADER = /^(account|phone|user|账号|手机|用户)/i;

/** The cells of one CSV or pasted line: comma, full-width comma, tab or semicolon; double quotes group. */
export function splitCells(line: string): string[] {
  const cells: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"' && cur.trim() === '') {
      quoted = true;
      cur = '';
    } else if (ch === ',' || ch === '，' || ch === '\t' || ch === ';') {
      cells.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  cells.push(cur.trim());
  return cells;
}

/**
 * An expiry as staff write it: a date (valid to the end of that day, China time), a date and time
 * (China time), or ISO 8601 with an offset. Returns the ISO text or null when unreadable.
 */
export function parseExpiry(s: string): string | null {
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(s);
  if (m) return checkedIso(`${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}T23:59:59+08:00`);
  m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(s);
  if (m) return checkedIso(`${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}T${m[4].padStart(2, '0')}:${m[5]}:${m[6] ?? '00'}+08:00`);
  return whitelistSchemas.create.shape.expires_at.safeParse(s).success ? s : null;
}

function checkedIso(iso: string): string | null {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return null;
  // 2027-02-30 parses as 2 March: refuse a day the month does not have.
  const [y, mo, d] = iso.slice(0, 10).split('-').map(Number);
  const local = new Date(t + 8 * 3600 * 1000);
  return local.getUTCFullYear() === y && local.getUTCMonth() + 1 === mo && local.getUTCDate() === d ? iso : null;
}

/**
 * Reads the pasted text: `account[,type[,note[,expires]]]` a line. Blank lines and a header row
 * are skipped; every other line is either an entry (checked by the contract's create schema) or
 * refused with a reason. The database checks (already listed, user exists) come after.
 */
export function parseImport(text: string, defaults: { type: string; expires_at: string | null }, now: Date): ParsedImport {
  const all = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const numbered = all.map((t, i) => ({ line: i + 1, text: t.trim() })).filter((l) => l.text !== '');
  if (numbered.length && HEADER.test(splitCells(numbered[0].text)[0] ?? '')) numbered.shift();
  if (!numbered.length) return { problem: '请至少填写 1 行：手机号或用户 ID', lines: [], refused: [] };
  if (numbered.length > WHITELIST_IMPORT_MAX)
    return { problem: `一次最多导入 ${WHITELIST_IMPORT_MAX} 行，当前 ${numbered.length} 行，请分批导入`, lines: [], refused: [] };

  const lines: ParsedImport['lines'] = [];
  const refused: RefusedLine[] = [];
  for (const l of numbered) {
    const [account = '', typeCell = '', note = '', expiresCell = '', ...rest] = splitCells(l.text);
    const refuse = (reason: string) => refused.push({ ...l, reason });
    if (rest.some((c) => c !== '')) {
      refuse('列数过多：每行为 账号,类型,备注,有效期');
      continue;
    }
    const type = typeCell === '' ? defaults.type : TYPE_WORDS[typeCell.toLowerCase()];
    if (!type) {
      refuse(`类型「${typeCell}」无效，应为 ${WHITELIST_TYPES.join(' / ')} 或 测试 / 员工 / 合作方`);
      continue;
    }
    const expires = expiresCell === '' ? defaults.expires_at : parseExpiry(expiresCell);
    if (expires === null && expiresCell !== '') {
      refuse(`有效期「${expiresCell}」无法识别，应为 2027-06-30 或 2027-06-30 18:00`);
      continue;
    }
    if (expires && Date.parse(expires) <= now.getTime()) {
      refuse('有效期已过，请填写将来的时间');
      continue;
    }
    const parsed = whitelistSchemas.create.safeParse({ account, type, note, expires_at: expires });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue.path[0] ?? '');
      refuse(
        field === 'note'
          ? '备注不能超过 200 个字'
          : field === 'account'
            ? account === ''
              ? '缺少手机号或用户 ID'
              : `「${account}」${issue.message}`
            : issue.message,
      );
      continue;
    }
    lines.push({ ...l, rec: parsed.data as Rec });
  }
  return { lines, refused };
}
