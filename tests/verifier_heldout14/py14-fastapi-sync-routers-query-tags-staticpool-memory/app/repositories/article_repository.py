from sqlalchemy.orm import Session

from app.models import Article, Tag, User


class ArticleRepository:
    def __init__(self, db: Session):
        self.db = db

    def get_by_slug(self, slug: str) -> Article | None:
        return self.db.query(Article).filter(Article.slug == slug).first()

    def list(self, author: str | None, limit: int, offset: int) -> tuple[list[Article], int]:
        q = self.db.query(Article)
        if author:
            q = q.join(User).filter(User.username == author)
        return q.order_by(Article.created_at.desc()).offset(offset).limit(limit).all(), q.count()

    def get_or_create_tag(self, name: str) -> Tag:
        tag = self.db.query(Tag).filter(Tag.name == name).first()
        if tag is None:
            tag = Tag(name=name)
            self.db.add(tag)
        return tag

    def add(self, article: Article) -> Article:
        self.db.add(article)
        self.db.commit()
        self.db.refresh(article)
        return article
