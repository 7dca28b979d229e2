from conduit.models import Article


class ArticleRepository:
    def __init__(self, session):
        self.session = session

    def by_slug(self, slug):
        return self.session.execute(self.session.query(Article).filter_by(slug=slug).statement).scalars().first()

    def add(self, article):
        self.session.add(article)
        self.session.commit()
        return article
