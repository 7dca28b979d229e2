import { sql } from '@pgtyped/runtime';

export interface ArticleRow {
  slug: string;
  title: string;
  description: string;
  body: string;
  tag_list: string[];
  created_at: Date;
  updated_at: Date;
  username: string;
  bio: string | null;
  image: string | null;
}

export const listArticles = sql<{ params: { limit: number; offset: number }; result: ArticleRow }>`
  SELECT a.slug, a.title, a.description, a.body, a.tag_list, a.created_at, a.updated_at,
         u.username, u.bio, u.image
    FROM articles a JOIN users u ON u.id = a.author_id
   ORDER BY a.created_at DESC
   LIMIT $limit OFFSET $offset`;

export const countArticles = sql<{ params: void; result: { count: string } }>`SELECT COUNT(*) AS count FROM articles`;

export const allTags = sql<{ params: void; result: { tag: string } }>`SELECT DISTINCT unnest(tag_list) AS tag FROM articles ORDER BY tag`;
