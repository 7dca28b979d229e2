export const TOKENS = {
  ArticleRepository: Symbol('ArticleRepository'),
  ArticleService: Symbol('ArticleService'),
} as const;
