from sqlalchemy import delete, func, select

from ..extensions import db
from ..models import Article, Favorite


class ArticleRepository:
    def by_slug(self, slug: str) -> Article | None:
        return db.session.scalars(select(Article).where(Article.slug == slug)).first()

    def add(self, article: Article) -> Article:
        db.session.add(article)
        db.session.commit()
        return article

    def favorites_count(self, article_id: int) -> int:
        return db.session.scalar(select(func.count()).select_from(Favorite).where(Favorite.article_id == article_id))

    def is_favorited(self, article_id: int, user_id: int) -> bool:
        return db.session.get(Favorite, (user_id, article_id)) is not None

    def favorite(self, article_id: int, user_id: int) -> None:
        if not self.is_favorited(article_id, user_id):
            db.session.add(Favorite(user_id=user_id, article_id=article_id))
            db.session.commit()

    def unfavorite(self, article_id: int, user_id: int) -> None:
        db.session.execute(delete(Favorite).where(Favorite.article_id == article_id, Favorite.user_id == user_id))
        db.session.commit()
