export interface ArticleRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  body: string;
  author_id: number;
  created_at: Date;
  updated_at: Date;
}

export interface CommentRow {
  id: number;
  article_id: number;
  author_id: number;
  body: string;
  created_at: Date;
}
