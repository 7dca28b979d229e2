export const TYPES = {
  UserRepository: Symbol.for('UserRepository'),
  FollowRepository: Symbol.for('FollowRepository'),
  ProfileService: Symbol.for('ProfileService'),
  ProfileRoutes: Symbol.for('ProfileRoutes'),
};
