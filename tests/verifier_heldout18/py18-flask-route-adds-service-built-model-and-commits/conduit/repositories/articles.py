from ..extensions import db
from ..models import Article


class ArticleRepository:
    def by_slug(self, slug):
        return db.session.execute(db.select(Article).filter_by(slug=slug)).scalar_one_or_none()

    def slug_taken(self, slug):
        return self.by_slug(slug) is not None
