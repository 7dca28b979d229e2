from sqlalchemy import text

from app.extensions import db
from app.models import Article, Favorite


class ArticleRepository:
    def get(self, slug):
        return Article.query.filter_by(slug=slug).first()

    def add(self, article):
        db.session.add(article)
        db.session.commit()
        return article

    def favorite(self, user_id, article):
        db.session.merge(Favorite(user_id=user_id, article_id=article.id))
        db.session.commit()

    def favorites_count(self, article_id):
        row = db.session.execute(
            text("SELECT COUNT(*) FROM favorites WHERE article_id = :id"), {"id": article_id}
        ).first()
        return row[0]
