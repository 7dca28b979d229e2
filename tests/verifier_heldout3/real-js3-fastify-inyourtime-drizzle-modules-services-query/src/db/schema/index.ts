export * from './user';
export * from './article';
export * from './comment';
