import { EntitySchema } from 'typeorm';

export interface User {
  id: number;
  email: string;
  username: string;
  passwordHash: string;
  bio: string | null;
  image: string | null;
}

export const UserEntity = new EntitySchema<User>({
  name: 'User',
  tableName: 'users',
  columns: {
    id: { type: Number, primary: true, generated: true },
    email: { type: String, unique: true },
    username: { type: String, unique: true },
    passwordHash: { type: String },
    bio: { type: String, nullable: true },
    image: { type: String, nullable: true },
  },
});
