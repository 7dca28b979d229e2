from sqlalchemy import func

from conduit.extensions import db
from conduit.models import Article, Tag, User


class ArticleRepository:
    def by_slug(self, slug: str) -> Article | None:
        return db.session.scalar(db.select(Article).where(Article.slug == slug))

    def by_ids(self, ids: list[int]) -> list[Article]:
        if not ids:
            return []
        return list(db.session.scalars(db.select(Article).where(Article.id.in_(ids))))

    def page(self, *, tag=None, author=None, limit=20, offset=0):
        stmt = db.select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.where(Article.author.has(User.username == author))
        count = db.session.scalar(db.select(func.count()).select_from(stmt.subquery()))
        rows = db.session.scalars(stmt.order_by(Article.created_at.desc()).offset(offset).limit(limit))
        return list(rows), count

    def tag_named(self, name: str) -> Tag:
        return db.session.scalar(db.select(Tag).where(Tag.name == name)) or Tag(name=name)

    def add(self, article: Article) -> Article:
        db.session.add(article)
        db.session.commit()
        return article
