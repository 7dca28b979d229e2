export interface UserRow {
  id: number;
  username: string;
  email: string;
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

export const toProfile = (u: UserRow, following = false): Profile => ({
  username: u.username, bio: u.bio, image: u.image, following,
});
