export * from './CreateUserHandler';
export * from './UpdateUserHandler';
export * from './FollowHandler';
