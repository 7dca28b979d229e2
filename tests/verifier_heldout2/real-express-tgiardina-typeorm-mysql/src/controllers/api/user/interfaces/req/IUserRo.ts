export interface IUserRo {
  bio: string;
  email: string;
  image: string;
  token: string;
  username: string;
}
