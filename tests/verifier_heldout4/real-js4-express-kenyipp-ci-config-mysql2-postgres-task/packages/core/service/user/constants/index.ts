export * from './UserErrorCode';
