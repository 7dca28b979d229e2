from sqlalchemy import func

from ..extensions import db
from ..models import Article, Tag, User


class ArticleRepository:
    def by_slug(self, slug: str) -> Article | None:
        return db.session.scalar(db.select(Article).where(Article.slug == slug))

    def search(self, tag: str | None, author: str | None, limit: int, offset: int):
        stmt = db.select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.join(Article.author).where(User.username == author)
        total = db.session.scalar(db.select(func.count()).select_from(stmt.subquery()))
        rows = db.session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
        return list(rows), total

    def add(self, article: Article) -> Article:
        db.session.add(article)
        db.session.commit()
        return article
