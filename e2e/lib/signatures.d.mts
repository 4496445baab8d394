export declare const LIBRARY_SIGNATURES: Record<'react' | 'react-dom' | 'react-dom/client' | 'antd', RegExp>;
export declare function librariesIn(source: string): string[];
