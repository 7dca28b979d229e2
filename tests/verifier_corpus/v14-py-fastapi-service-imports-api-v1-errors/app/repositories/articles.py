from sqlalchemy import select
from sqlalchemy.orm import Session

from app.models import Article


class ArticleRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def by_slug(self, slug: str) -> Article | None:
        return self.session.scalar(select(Article).where(Article.slug == slug))

    def add(self, article: Article) -> Article:
        self.session.add(article)
        self.session.commit()
        self.session.refresh(article)
        return article

    def delete(self, article: Article) -> None:
        self.session.delete(article)
        self.session.commit()
