export * from './ServiceFactory';
export * from './auth';
export * from './user';
export * from './article';
