export enum ArticleErrorCodes {
  Generic = 'ARTICLE_GENERIC',
  ArticleTitleTaken = 'ARTICLE_TITLE_TAKEN',
  ArticleNotFound = 'ARTICLE_NOT_FOUND',
  ArticleCommentNotFound = 'ARTICLE_COMMENT_NOT_FOUND',
  ArticleAlreadyFavorited = 'ARTICLE_ALREADY_FAVORITED',
  ArticleNotYetFavorited = 'ARTICLE_NOT_YET_FAVORITED'
}
