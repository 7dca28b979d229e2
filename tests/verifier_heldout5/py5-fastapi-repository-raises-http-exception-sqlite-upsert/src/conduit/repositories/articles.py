from fastapi import HTTPException, status
from sqlalchemy import delete, func, select
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.orm import Session

from conduit.models import Article, Favorite


class ArticleRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def get_or_404(self, slug: str) -> Article:
        article = self.session.scalar(select(Article).where(Article.slug == slug))
        if article is None:
            # Saves every caller the same None check; the handler turns it into the 404 body.
            raise HTTPException(status_code=status.HTTP_404_NOT_FOUND, detail="article not found")
        return article

    def favorite(self, user_id: int, article_id: int) -> None:
        stmt = sqlite_insert(Favorite).values(user_id=user_id, article_id=article_id)
        self.session.execute(stmt.on_conflict_do_nothing(index_elements=["user_id", "article_id"]))
        self.session.commit()

    def unfavorite(self, user_id: int, article_id: int) -> None:
        self.session.execute(
            delete(Favorite).where(Favorite.user_id == user_id, Favorite.article_id == article_id)
        )
        self.session.commit()

    def favorites_count(self, article_id: int) -> int:
        return self.session.scalar(select(func.count()).where(Favorite.article_id == article_id)) or 0

    def is_favorited(self, user_id: int, article_id: int) -> bool:
        return self.session.get(Favorite, (user_id, article_id)) is not None
