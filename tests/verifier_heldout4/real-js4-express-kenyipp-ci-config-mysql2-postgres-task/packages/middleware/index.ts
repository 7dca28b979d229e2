export * from './auth';
export * from './configureLambda';
export * from './configureMiddlewares';
export * from './configureGlobalExceptionHandler';
