from sqlalchemy import select
from sqlalchemy.orm import joinedload

from app.database import DbSession
from app.models import Article


class ArticleRepository:
    def __init__(self, session: DbSession):
        self.session = session

    def find(self, slug: str) -> Article | None:
        stmt = select(Article).options(joinedload(Article.author)).where(Article.slug == slug)
        return self.session.scalars(stmt).first()

    def page(self, limit: int, offset: int) -> list[Article]:
        stmt = select(Article).options(joinedload(Article.author)).order_by(Article.id.desc())
        return list(self.session.scalars(stmt.limit(limit).offset(offset)))
