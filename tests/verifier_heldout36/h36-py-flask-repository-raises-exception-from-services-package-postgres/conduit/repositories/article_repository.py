from conduit.models.article import Article
from conduit.models.base import db
from conduit.services.errors import NotFound


class ArticleRepository:
    def get_by_slug(self, slug):
        article = db.session.scalar(db.select(Article).where(Article.slug == slug))
        if article is None:
            raise NotFound(f"article {slug} not found")
        return article

    def delete(self, article):
        db.session.delete(article)
        db.session.commit()
