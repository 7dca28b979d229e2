export interface IUserSeed {
  email: string;
  password: string;
  username: string;
}
