from sqlalchemy.orm import Session

from src.models import Article, User


class ArticleRepository:
    def __init__(self, db: Session):
        self.db = db

    def list(self, author: str | None, limit: int, offset: int):
        query = self.db.query(Article)
        if author:
            query = query.join(User, Article.author_id == User.id).filter(User.username == author)
        return query.order_by(Article.created_at.desc()).offset(offset).limit(limit).all(), query.count()

    def by_slug(self, slug: str):
        return self.db.query(Article).filter(Article.slug == slug).first()
