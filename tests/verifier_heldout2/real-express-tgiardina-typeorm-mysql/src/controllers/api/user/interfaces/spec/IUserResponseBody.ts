export interface IUserResponseBody {
  user: {
    bio: string;
    email: string;
    image: string;
    token: string;
    username: string;
  }
}
