export * from './configureGlobalExceptionHandler';
