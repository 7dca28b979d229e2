from sqlalchemy import func, select
from sqlalchemy.orm import Session

from conduit.models import Article, Follow, User


class ArticleRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def by_slug(self, slug: str) -> Article | None:
        return self.session.scalar(select(Article).where(Article.slug == slug))

    def listing(self, author: str | None, limit: int, offset: int) -> tuple[list[Article], int]:
        stmt = select(Article)
        if author:
            stmt = stmt.join(Article.author).where(User.username == author)
        total = self.session.scalar(select(func.count()).select_from(stmt.subquery())) or 0
        rows = self.session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))
        return list(rows), total

    def feed(self, follower_id: int, limit: int, offset: int) -> tuple[list[Article], int]:
        followed = select(Follow.followed_id).where(Follow.follower_id == follower_id)
        stmt = select(Article).where(Article.author_id.in_(followed))
        total = self.session.scalar(select(func.count()).select_from(stmt.subquery())) or 0
        rows = self.session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))
        return list(rows), total

    def save(self, article: Article) -> Article:
        self.session.add(article)
        self.session.commit()
        return article
