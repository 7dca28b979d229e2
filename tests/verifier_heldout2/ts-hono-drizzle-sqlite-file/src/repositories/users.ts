import { eq } from 'drizzle-orm';
import { db } from '../db/client';
import { users } from '../db/schema';

export const findByEmail = (email: string) => db.select().from(users).where(eq(users.email, email)).get();
export const insertUser = (u: { username: string; email: string; password: string }) =>
  db.insert(users).values(u).returning().get();
