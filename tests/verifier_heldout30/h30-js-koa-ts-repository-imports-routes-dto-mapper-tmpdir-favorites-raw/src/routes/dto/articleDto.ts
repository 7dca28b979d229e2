import type { Article } from '../../models/index.js';

export interface ArticleDto {
  slug: string;
  title: string;
  description: string;
  body: string;
  tagList: string[];
  createdAt: string;
  updatedAt: string;
  favorited: boolean;
  favoritesCount: number;
  author: { username: string; bio: string | null; image: string | null; following: boolean };
}

// Response shape of the Conduit API for one article.
export function toArticleDto(a: Article, favoritesCount: number, favorited: boolean): ArticleDto {
  return {
    slug: a.slug,
    title: a.title,
    description: a.description,
    body: a.body,
    tagList: a.tagList,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
    favorited,
    favoritesCount,
    author: { username: a.author!.username, bio: a.author!.bio, image: a.author!.image, following: false },
  };
}
