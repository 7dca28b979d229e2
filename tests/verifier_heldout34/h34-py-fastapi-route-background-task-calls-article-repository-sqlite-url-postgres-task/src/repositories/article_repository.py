from sqlalchemy import func, select, update
from sqlalchemy.orm import Session

from src.core.database import SessionLocal
from src.models import Article, Favorite


class ArticleRepository:
    def __init__(self, db: Session):
        self.db = db

    def get_by_slug(self, slug: str):
        return self.db.scalar(select(Article).where(Article.slug == slug))

    def add_favorite(self, user_id: int, article: Article):
        self.db.merge(Favorite(user_id=user_id, article_id=article.id))
        self.db.commit()


def refresh_favorites_count(article_id: int) -> None:
    with SessionLocal() as db:
        count = db.scalar(select(func.count()).select_from(Favorite).where(Favorite.article_id == article_id))
        db.execute(update(Article).where(Article.id == article_id).values(favorites_count=count))
        db.commit()
