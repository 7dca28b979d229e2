export interface ArticleRow {
  id: number; slug: string; title: string; description: string; body: string;
  author_id: number; created_at: string; updated_at: string;
}
