// Contracts shared by the layers; implementations live in src/repositories.
export interface Profile {
  username: string;
  bio: string | null;
  image: string | null;
  following: boolean;
}

export interface UserRecord {
  id: number;
  username: string;
  email: string;
  passwordHash: string;
  bio: string | null;
  image: string | null;
}

export interface UserStore {
  byUsername(username: string): Promise<UserRecord | null>;
  byId(id: number): Promise<UserRecord | null>;
}

export interface FollowStore {
  add(followerId: number, followeeId: number): Promise<void>;
  remove(followerId: number, followeeId: number): Promise<void>;
  exists(followerId: number, followeeId: number): Promise<boolean>;
}

export const TOKENS = {
  UserStore: 'UserStore',
  FollowStore: 'FollowStore',
} as const;
