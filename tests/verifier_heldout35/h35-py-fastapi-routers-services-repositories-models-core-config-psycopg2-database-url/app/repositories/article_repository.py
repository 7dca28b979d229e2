from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from app.models import Article


class ArticleRepository:
    def __init__(self, session: Session):
        self.session = session

    def get_by_slug(self, slug: str) -> Article | None:
        return self.session.scalar(select(Article).where(Article.slug == slug))

    def save(self, article: Article) -> Article:
        self.session.add(article)
        self.session.commit()
        return article

    def delete(self, article: Article) -> None:
        self.session.execute(delete(Article).where(Article.id == article.id))
        self.session.commit()
