export * from './UserError';
export * from './InvalidFollowError';
export * from './UserExistError';
export * from './UserNotFoundError';
