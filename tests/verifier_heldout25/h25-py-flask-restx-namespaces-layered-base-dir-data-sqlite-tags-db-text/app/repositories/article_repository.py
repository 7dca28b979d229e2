from sqlalchemy import func, select

from ..extensions import db
from ..models import Article, Tag, User


class ArticleRepository:
    def get_by_slug(self, slug: str) -> Article | None:
        return db.session.scalar(select(Article).where(Article.slug == slug))

    def list(self, *, tag=None, author=None, limit=20, offset=0) -> tuple[list[Article], int]:
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.join(User, User.id == Article.author_id).where(User.username == author)
        count = db.session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = db.session.scalars(stmt.order_by(Article.created_at.desc()).offset(offset).limit(limit)).all()
        return list(rows), count

    def add(self, article: Article) -> Article:
        db.session.add(article)
        db.session.commit()
        return article

    def delete(self, article: Article) -> None:
        db.session.delete(article)
        db.session.commit()
