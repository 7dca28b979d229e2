from app.extensions import db
from app.models import Article, User


class ArticleRepository:
    def list(self, author: str | None, limit: int, offset: int) -> tuple[list[Article], int]:
        query = db.select(Article).order_by(Article.created_at.desc())
        if author:
            query = query.join(Article.author).where(User.username == author)
        total = db.session.scalar(db.select(db.func.count()).select_from(query.subquery()))
        return list(db.session.scalars(query.limit(limit).offset(offset))), total

    def slug_exists(self, slug: str) -> bool:
        return db.session.scalar(db.select(Article.id).filter_by(slug=slug)) is not None

    def add(self, article: Article) -> Article:
        db.session.add(article)
        db.session.commit()
        return article

    def delete(self, article: Article) -> None:
        db.session.delete(article)
        db.session.commit()
