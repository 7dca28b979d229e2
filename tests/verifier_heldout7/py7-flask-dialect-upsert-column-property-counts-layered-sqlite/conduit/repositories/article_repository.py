from sqlalchemy import delete, func, select
from sqlalchemy.dialects.sqlite import insert

from conduit.extensions import db
from conduit.models import Article, Favorite, User


class ArticleRepository:
    def by_slug(self, slug: str) -> Article | None:
        return db.session.scalar(select(Article).where(func.lower(Article.slug) == slug.lower()))

    def by_author(self, username: str, limit: int, offset: int) -> list[Article]:
        stmt = (select(Article).join(Article.author).where(func.lower(User.username) == username.lower())
                .order_by(Article.created_at.desc()).limit(limit).offset(offset))
        return list(db.session.scalars(stmt))

    def add(self, article: Article) -> Article:
        db.session.add(article)
        db.session.commit()
        return article

    def favorite(self, user_id: int, article_id: int) -> None:
        db.session.execute(
            insert(Favorite).values(user_id=user_id, article_id=article_id).on_conflict_do_nothing()
        )
        db.session.commit()

    def unfavorite(self, user_id: int, article_id: int) -> None:
        db.session.execute(delete(Favorite).where(Favorite.user_id == user_id, Favorite.article_id == article_id))
        db.session.commit()

    def is_favorited(self, user_id: int, article_id: int) -> bool:
        return db.session.get(Favorite, (user_id, article_id)) is not None

    def refresh(self, article: Article) -> Article:
        db.session.refresh(article)
        return article
