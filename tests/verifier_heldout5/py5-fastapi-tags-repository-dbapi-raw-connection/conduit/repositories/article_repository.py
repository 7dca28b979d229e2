from sqlalchemy import select
from sqlalchemy.orm import Session

from conduit.models.tables import Article


class ArticleRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def by_slug(self, slug: str) -> Article | None:
        return self.session.scalars(select(Article).where(Article.slug == slug)).first()
