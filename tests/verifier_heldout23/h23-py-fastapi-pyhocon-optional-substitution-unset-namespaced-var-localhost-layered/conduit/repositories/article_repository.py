from sqlalchemy import func, select
from sqlalchemy.orm import Session

from ..models import Article, User


class ArticleRepository:
    def __init__(self, session: Session):
        self._session = session

    def find_by_slug(self, slug: str) -> Article | None:
        return self._session.scalars(select(Article).where(Article.slug == slug)).first()

    def search(self, tag: str | None, author: str | None, limit: int, offset: int):
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.tag_list.any(tag))
        if author:
            stmt = stmt.where(Article.author.has(User.username == author))
        total = self._session.scalar(select(func.count()).select_from(stmt.subquery()))
        page = self._session.scalars(stmt.order_by(Article.created_at.desc()).offset(offset).limit(limit)).all()
        return page, total

    def insert(self, article: Article) -> Article:
        self._session.add(article)
        self._session.commit()
        return article

    def distinct_tags(self) -> list[str]:
        tag = func.unnest(Article.tag_list).label("tag")
        inner = select(tag).subquery()
        return list(self._session.scalars(select(inner.c.tag).distinct().order_by(inner.c.tag)))
