export interface ArticleRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  body: string;
  created_at: Date;
  updated_at: Date;
}

export interface ArticleView {
  slug: string;
  title: string;
  description: string;
  body: string;
  favorited: boolean;
  favoritesCount: number;
  createdAt: string;
  updatedAt: string;
}
