from sqlalchemy import func, select

from app.models import Article, Favorite
from app.repositories.article_repository import ArticleRepository


class ArticleNotFound(Exception):
    pass


class FavoriteService:
    def __init__(self, repository: ArticleRepository):
        self.repository = repository

    def favorite(self, user_id: int, slug: str) -> dict:
        article = self.repository.find_by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        self.repository.add_favorite(user_id, article.id)
        return self._summary(article, user_id)

    def _summary(self, article: Article, user_id: int) -> dict:
        # count and flag straight on the repository's session (one round trip each)
        session = self.repository.session
        count = session.scalar(
            select(func.count()).select_from(Favorite).where(Favorite.article_id == article.id)
        )
        mine = session.scalar(
            select(Favorite).where(Favorite.article_id == article.id, Favorite.user_id == user_id)
        )
        return {"slug": article.slug, "title": article.title, "body": article.body,
                "favorited": mine is not None, "favoritesCount": count or 0}
