export interface User {
  id: number;
  email: string;
  username: string;
  passwordHash: string;
  bio: string | null;
  image: string | null;
}

export interface UserRow {
  id: number;
  email: string;
  username: string;
  password_hash: string;
  bio: string | null;
  image: string | null;
}

export interface Profile {
  username: string;
  bio: string | null;
  image: string | null;
  following: boolean;
}

export const userFromRow = (r: UserRow): User => ({
  id: r.id,
  email: r.email,
  username: r.username,
  passwordHash: r.password_hash,
  bio: r.bio,
  image: r.image,
});
