import type { Profile } from './user';

export interface CommentRow {
  id: number;
  body: string;
  article_slug: string;
  author_id: number;
  created_at: string;
  updated_at: string;
}

export interface CommentView {
  id: number;
  body: string;
  createdAt: string;
  updatedAt: string;
  author: Profile;
}

export class NotFound extends Error {}
export class Forbidden extends Error {}
