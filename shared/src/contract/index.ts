export * from './codes';
export * from './envelope';
export * from './constants';
export * from './route';
export * from './common';
export * from './account';
export * from './ad-kinds';
export * from './permissions';
