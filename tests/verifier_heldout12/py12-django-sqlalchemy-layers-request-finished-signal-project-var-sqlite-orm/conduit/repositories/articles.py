from sqlalchemy import delete, func, select

from conduit.db import Session
from conduit.models import Article, Favorite


class ArticleRepository:
    def by_slug(self, slug: str) -> Article | None:
        return Session.scalar(select(Article).where(Article.slug == slug))

    def favorite(self, user_id: int, article_id: int) -> None:
        exists = Session.scalar(select(Favorite.id).where(Favorite.user_id == user_id,
                                                          Favorite.article_id == article_id))
        if exists is None:
            Session.add(Favorite(user_id=user_id, article_id=article_id))
            Session.commit()

    def unfavorite(self, user_id: int, article_id: int) -> None:
        Session.execute(delete(Favorite).where(Favorite.user_id == user_id, Favorite.article_id == article_id))
        Session.commit()

    def favorite_count(self, article_id: int) -> int:
        return Session.scalar(select(func.count(Favorite.id)).where(Favorite.article_id == article_id)) or 0

    def is_favorited(self, user_id: int, article_id: int) -> bool:
        stmt = select(Favorite.id).where(Favorite.user_id == user_id, Favorite.article_id == article_id)
        return Session.scalar(stmt) is not None
