from sqlalchemy import text
from sqlalchemy.orm import Session

from conduit.repositories import queries


class ArticleRepository:
    def __init__(self, session: Session):
        self.session = session

    def by_slug(self, slug: str):
        return self.session.execute(text(queries.article_by_slug(slug))).mappings().first()


class TagRepository:
    def __init__(self, session: Session):
        self.session = session

    def popular(self) -> list[str]:
        return list(self.session.execute(text(queries.popular_tags())).scalars())
