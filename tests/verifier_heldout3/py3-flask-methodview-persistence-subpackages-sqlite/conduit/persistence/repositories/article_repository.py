from sqlalchemy import func, select

from conduit.extensions import db
from conduit.persistence.models import Article, Comment, User


class ArticleRepository:
    def by_slug(self, slug: str) -> Article | None:
        return db.session.execute(select(Article).filter_by(slug=slug)).scalar_one_or_none()

    def list(self, author: str | None, limit: int, offset: int) -> tuple[list[Article], int]:
        query = select(Article)
        if author:
            query = query.join(Article.author).where(User.username == author)
        count = db.session.scalar(select(func.count()).select_from(query.subquery()))
        rows = db.session.scalars(query.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
        return list(rows), count or 0

    def save(self, article: Article) -> Article:
        db.session.add(article)
        db.session.commit()
        return article

    def remove(self, article: Article) -> None:
        db.session.delete(article)
        db.session.commit()

    def comments(self, article: Article) -> list[Comment]:
        return list(db.session.scalars(select(Comment).filter_by(article_id=article.id).order_by(Comment.id)))

    def add_comment(self, comment: Comment) -> Comment:
        db.session.add(comment)
        db.session.commit()
        return comment
