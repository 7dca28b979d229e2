import { createFactory } from 'hono/factory';
import type { ProfileService } from '../services/profiles.js';
import type { FollowStore } from '../data/follows.js';

// Everything the handlers get from the context (set once per request in main.ts).
export type AppEnv = {
  Variables: {
    userId?: number;
    profiles: ProfileService;
    follows: FollowStore;
  };
};

export const factory = createFactory<AppEnv>();
