from ..extensions import db
from ..models import Article, Tag


class ArticleRepository:
    def by_slug(self, slug: str) -> Article | None:
        return db.session.scalar(db.select(Article).where(Article.slug == slug))

    def page(self, *, tag: str | None, limit: int, offset: int) -> tuple[list[Article], int]:
        stmt = db.select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        total = db.session.scalar(db.select(db.func.count()).select_from(stmt.subquery()))
        rows = db.session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
        return list(rows), total or 0

    def add(self, article: Article) -> Article:
        db.session.add(article)
        db.session.commit()
        return article
