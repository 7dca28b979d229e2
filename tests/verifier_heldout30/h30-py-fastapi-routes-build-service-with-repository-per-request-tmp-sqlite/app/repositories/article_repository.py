from sqlalchemy.orm import Session

from app.models import Article


class ArticleRepository:
    def __init__(self, db: Session):
        self.db = db

    def get_by_slug(self, slug: str):
        return self.db.query(Article).filter(Article.slug == slug).first()

    def list(self, limit: int, offset: int):
        query = self.db.query(Article).order_by(Article.created_at.desc())
        return query.offset(offset).limit(limit).all(), query.count()

    def create(self, article: Article) -> Article:
        self.db.add(article)
        self.db.commit()
        self.db.refresh(article)
        return article
