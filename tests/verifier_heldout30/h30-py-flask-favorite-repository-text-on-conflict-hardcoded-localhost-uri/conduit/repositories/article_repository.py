from conduit.extensions import db
from conduit.models import Article


class ArticleRepository:
    def find_by_slug(self, slug):
        return Article.query.filter_by(slug=slug).first()

    def list(self, author_id=None, limit=20, offset=0):
        query = Article.query.order_by(Article.created_at.desc())
        if author_id is not None:
            query = query.filter_by(author_id=author_id)
        return query.limit(limit).offset(offset).all(), query.count()

    def create(self, **fields):
        article = Article(**fields)
        db.session.add(article)
        db.session.commit()
        return article
