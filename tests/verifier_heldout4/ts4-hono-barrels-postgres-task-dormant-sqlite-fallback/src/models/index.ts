export * from './user.model.js';
export * from './follow.model.js';
export type Profile = { username: string; bio: string | null; image: string | null; following: boolean };
