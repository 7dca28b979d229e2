from sqlalchemy import select
from sqlalchemy.orm import Session

from src.domain.article import Article


class ArticleGateway:
    def __init__(self, session: Session):
        self.session = session

    def find(self, slug: str) -> Article | None:
        return self.session.scalar(select(Article).where(Article.slug == slug))
