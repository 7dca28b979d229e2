export * from './configureMiddlewares';
