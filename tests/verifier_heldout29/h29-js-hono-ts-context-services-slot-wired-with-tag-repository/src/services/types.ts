import type { AuthUser } from '../models';

// What the HTTP layer may call.
export interface Services {
  users: {
    register(username: string, email: string, password: string): Promise<AuthUser | null>;
    login(email: string, password: string): Promise<AuthUser | null>;
  };
  tags: {
    list(): Promise<string[]>;
  };
}

export type AppEnv = { Variables: { services: Services } };
