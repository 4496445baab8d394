// Plain CSS files are bundled by the apps' webpack (style-loader); they export nothing TypeScript uses.
declare module '*.css';
