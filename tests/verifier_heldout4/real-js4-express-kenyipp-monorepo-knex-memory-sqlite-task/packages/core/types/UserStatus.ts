export enum UserStatus {
  Active = 'active',
  Banned = 'banned'
}
