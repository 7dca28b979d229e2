import type { z } from 'zod';
import { updateUserSchema } from '../routes/user.schemas.js';

export type UserUpdate = z.infer<typeof updateUserSchema>['user'];

export class User {
  constructor(public id: number, public username: string, public email: string, public bio: string | null, public image: string | null) {}

  // Applies a validated partial update to the entity.
  apply(update: unknown): User {
    const u = updateUserSchema.shape.user.parse(update);
    return new User(this.id, this.username, u.email ?? this.email, u.bio ?? this.bio, u.image ?? this.image);
  }
  toJSON() { return { username: this.username, email: this.email, bio: this.bio, image: this.image }; }
}
