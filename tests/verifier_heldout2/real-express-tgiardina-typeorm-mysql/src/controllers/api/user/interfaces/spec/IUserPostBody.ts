export interface IUserPostBody {
  email: string;
  password: string;
  username: string;
}
