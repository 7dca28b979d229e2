from sqlalchemy import select

from app.extensions import db
from app.models import Article


class ArticleRepository:
    def list(self, limit, offset):
        return db.session.scalars(select(Article).order_by(Article.id.desc())
                                  .limit(limit).offset(offset)).all()

    def save(self, article):
        db.session.add(article)
        db.session.commit()
        return article

    def delete(self, article):
        db.session.delete(article)
        db.session.commit()
