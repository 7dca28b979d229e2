from conduit.persistence.article_repository import ArticleRepository


class ArticleService:
    def __init__(self, articles: ArticleRepository):
        self.articles = articles

    def get(self, slug):
        article = self.articles.by_slug(slug)
        if article is None:
            raise LookupError(slug)
        return article
