from conduit.extensions import db
from conduit.models import Article


class ArticleRepository:
    def get_by_slug(self, slug: str) -> Article | None:
        return db.session.scalar(db.select(Article).where(Article.slug == slug))

    def list(self, limit: int, offset: int) -> list[Article]:
        stmt = db.select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset)
        return list(db.session.scalars(stmt))

    def add(self, article: Article) -> Article:
        db.session.add(article)
        db.session.commit()
        return article
