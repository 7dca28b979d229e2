export * from './ErrorCodes';
