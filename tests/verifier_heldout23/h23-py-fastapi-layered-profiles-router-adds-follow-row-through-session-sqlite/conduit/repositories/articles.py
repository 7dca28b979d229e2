from sqlalchemy import func, select
from sqlalchemy.orm import Session

from ..models import Article, Favorite, User


class ArticlesRepository:
    def __init__(self, session: Session):
        self.s = session

    def by_slug(self, slug: str) -> Article | None:
        return self.s.scalar(select(Article).where(Article.slug == slug))

    def page(self, author: str | None, limit: int, offset: int):
        stmt = select(Article)
        if author:
            stmt = stmt.join(User, User.id == Article.author_id).where(User.username == author)
        total = self.s.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = self.s.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
        return rows, total

    def create(self, **values) -> Article:
        article = Article(**values)
        self.s.add(article)
        self.s.commit()
        return article

    def favorites_count(self, article_id: int) -> int:
        return self.s.scalar(select(func.count()).select_from(Favorite).where(Favorite.article_id == article_id))

    def all_tag_lists(self):
        return self.s.scalars(select(Article.tag_list)).all()
