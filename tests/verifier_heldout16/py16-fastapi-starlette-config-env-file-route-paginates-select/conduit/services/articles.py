from conduit.repositories.articles import ArticleRepository


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self, repo: ArticleRepository):
        self.repo = repo

    def get(self, slug: str):
        article = self.repo.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article
