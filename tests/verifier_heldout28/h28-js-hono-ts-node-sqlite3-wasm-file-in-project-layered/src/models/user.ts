export interface User {
  id: number;
  email: string;
  username: string;
  passwordHash: string;
  bio: string | null;
  image: string | null;
}

export interface ProfileView {
  username: string;
  bio: string | null;
  image: string | null;
  following: boolean;
}

export type UserRow = {
  id: number;
  email: string;
  username: string;
  password_hash: string;
  bio: string | null;
  image: string | null;
};

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    passwordHash: row.password_hash,
    bio: row.bio,
    image: row.image,
  };
}
