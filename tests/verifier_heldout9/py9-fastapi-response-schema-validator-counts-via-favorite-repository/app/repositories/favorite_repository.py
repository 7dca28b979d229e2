from sqlalchemy import func, select

from app.models import favorites
from app.repositories.database import SessionLocal


class FavoriteRepository:
    def count_for(self, article_id: int) -> int:
        with SessionLocal() as session:
            return session.scalar(
                select(func.count()).select_from(favorites).where(favorites.c.article_id == article_id))

    def is_favorited(self, article_id: int, user_id: int) -> bool:
        with SessionLocal() as session:
            return session.scalar(
                select(func.count()).select_from(favorites).where(
                    favorites.c.article_id == article_id, favorites.c.user_id == user_id)) > 0
