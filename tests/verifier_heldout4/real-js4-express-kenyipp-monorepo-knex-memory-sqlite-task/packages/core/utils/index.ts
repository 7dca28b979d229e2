export * from './error';
export * from './getObjectId';
