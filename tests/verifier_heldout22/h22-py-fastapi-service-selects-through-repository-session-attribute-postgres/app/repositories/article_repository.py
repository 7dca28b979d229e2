from sqlalchemy import select
from sqlalchemy.orm import Session

from app.models import Article, Favorite


class ArticleRepository:
    def __init__(self, session: Session):
        self.session = session

    def find_by_slug(self, slug: str) -> Article | None:
        return self.session.scalar(select(Article).where(Article.slug == slug))

    def add_favorite(self, user_id: int, article_id: int) -> None:
        self.session.merge(Favorite(user_id=user_id, article_id=article_id))
        self.session.flush()
