from sqlalchemy import func, insert, select
from sqlalchemy.sql.elements import TextClause

from conduit.models.base import db
from conduit.models.entities import Article, favorites

# Deleting through the relationship loads the whole collection first; one statement is cheaper.
_UNFAVORITE = TextClause("DELETE FROM favorites WHERE user_id = :user_id AND article_id = :article_id")


class FavoriteRepository:
    def article_by_slug(self, slug: str) -> Article | None:
        return db.session.scalar(select(Article).where(Article.slug == slug))

    def add(self, user_id: int, article_id: int) -> None:
        exists = db.session.scalar(
            select(func.count()).select_from(favorites).where(
                favorites.c.user_id == user_id, favorites.c.article_id == article_id))
        if not exists:
            db.session.execute(insert(favorites).values(user_id=user_id, article_id=article_id))
        db.session.commit()

    def remove(self, user_id: int, article_id: int) -> None:
        db.session.execute(_UNFAVORITE, {"user_id": user_id, "article_id": article_id})
        db.session.commit()

    def count(self, article_id: int) -> int:
        return db.session.scalar(
            select(func.count()).select_from(favorites).where(favorites.c.article_id == article_id))
