from conduit.models import Article, db


class ArticleRepository:
    def by_slug(self, slug):
        return db.session.execute(db.select(Article).filter_by(slug=slug)).scalar_one_or_none()

    def page(self, limit, offset):
        return db.session.scalars(db.select(Article).order_by(Article.id.desc()).limit(limit).offset(offset)).all()

    def add(self, article):
        db.session.add(article)
        db.session.commit()
        return article
