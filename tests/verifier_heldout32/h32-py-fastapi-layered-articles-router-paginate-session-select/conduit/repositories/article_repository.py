from sqlalchemy import select
from sqlalchemy.orm import Session

from conduit.models.article import Article


class ArticleRepository:
    def __init__(self, session: Session):
        self.session = session

    def by_slug(self, slug: str) -> Article | None:
        return self.session.scalar(select(Article).where(Article.slug == slug))
