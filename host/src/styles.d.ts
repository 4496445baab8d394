// Plain CSS files are bundled by webpack (style-loader); they export nothing TypeScript uses.
declare module '*.css';
