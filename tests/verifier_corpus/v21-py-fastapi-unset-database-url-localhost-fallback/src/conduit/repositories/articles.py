from sqlalchemy.orm import Session

from conduit.models import Article


class ArticleRepository:
    def __init__(self, db: Session):
        self.db = db

    def by_slug(self, slug: str) -> Article | None:
        return self.db.query(Article).filter(Article.slug == slug).first()

    def recent(self, limit: int, offset: int) -> tuple[list[Article], int]:
        q = self.db.query(Article).order_by(Article.created_at.desc())
        return q.offset(offset).limit(limit).all(), q.count()
