export * from './ApiFollowUser';
