from sqlalchemy import func, select
from sqlalchemy.orm import Session

from ..models import Article, User


class ArticleRepository:
    def __init__(self, session: Session):
        self.session = session

    def by_slug(self, slug: str) -> Article | None:
        return self.session.scalars(select(Article).where(Article.slug == slug)).first()

    def list(self, author: str | None, limit: int, offset: int) -> list[Article]:
        query = select(Article).order_by(Article.created_at.desc())
        if author:
            query = query.join(Article.author).where(User.username == author)
        return list(self.session.scalars(query.limit(limit).offset(offset)))

    def count(self, author: str | None) -> int:
        query = select(func.count(Article.id))
        if author:
            query = query.join(Article.author).where(User.username == author)
        return self.session.scalar(query) or 0

    def delete(self, article: Article) -> None:
        self.session.delete(article)
        self.session.commit()
