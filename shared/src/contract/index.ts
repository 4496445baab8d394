export * from './codes';
export * from './envelope';
export * from './constants';
export * from './route';
