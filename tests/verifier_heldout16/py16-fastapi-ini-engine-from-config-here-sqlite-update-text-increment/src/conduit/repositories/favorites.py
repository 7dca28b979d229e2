from sqlalchemy import delete, insert, select, text, update
from sqlalchemy.orm import Session

from conduit.models.entities import Article, favorites


class FavoriteRepository:
    def __init__(self, session: Session):
        self.session = session

    def article(self, slug: str) -> Article | None:
        return self.session.scalar(select(Article).where(Article.slug == slug))

    def is_favorite(self, user_id: int, article_id: int) -> bool:
        return self.session.execute(
            select(favorites).where(favorites.c.user_id == user_id, favorites.c.article_id == article_id)
        ).first() is not None

    def add(self, user_id: int, article: Article) -> None:
        self.session.execute(insert(favorites).values(user_id=user_id, article_id=article.id))
        self.session.execute(
            update(Article).where(Article.id == article.id).values(favorites_count=text("favorites_count + 1"))
        )
        self.session.commit()

    def remove(self, user_id: int, article: Article) -> None:
        self.session.execute(
            delete(favorites).where(favorites.c.user_id == user_id, favorites.c.article_id == article.id)
        )
        self.session.execute(
            update(Article).where(Article.id == article.id).values(favorites_count=text("favorites_count - 1"))
        )
        self.session.commit()
