export interface IUserEntity {
  username: string,
  bio: string,
  image: string,
}
