export interface RegisterInput {
  email: string;
  username: string;
  password: string;
  image?: string;
  bio?: string;
  demo?: boolean;
}
