export * from './AuthErrorCodes';
