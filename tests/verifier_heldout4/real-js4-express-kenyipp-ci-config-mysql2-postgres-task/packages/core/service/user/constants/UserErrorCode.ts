export enum UserErrorCodes {
  Generic = 'USER_GENERIC',
  UserExisted = 'USER_EXISTED',
  UserNotFound = 'USER_NOT_FOUND',
  InvalidFollow = 'USER_INVALID_FOLLOW'
}
