export * from './ApiUnfollowUser';
