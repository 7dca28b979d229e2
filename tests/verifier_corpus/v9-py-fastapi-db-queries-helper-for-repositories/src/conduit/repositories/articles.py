from sqlalchemy import select
from sqlalchemy.orm import Session

from conduit.db.queries import one_or_none, page, row_exists
from conduit.models import Article, User


class ArticleRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def by_slug(self, slug: str) -> Article | None:
        return one_or_none(self.session, select(Article).where(Article.slug == slug))

    def slug_taken(self, slug: str) -> bool:
        return row_exists(self.session, select(Article.id).where(Article.slug == slug))

    def list(self, author: str | None, limit: int, offset: int) -> tuple[list[Article], int]:
        stmt = select(Article).order_by(Article.created_at.desc())
        if author:
            stmt = stmt.join(Article.author).where(User.username == author)
        return page(self.session, stmt, limit, offset)

    def add(self, article: Article) -> Article:
        self.session.add(article)
        self.session.commit()
        return article
