export * from './login';
export * from './registration';
export * from './updateUser';
export * from './getCurrentUser';
export * from './followUser';
export * from './unfollowUser';
export * from './getUserProfile';
