from app.models import Article
from app.repositories.articles import ArticlesRepository


class ArticleNotFound(LookupError):
    pass


class ArticlesService:
    def __init__(self, repo: ArticlesRepository):
        self.repo = repo

    def get(self, slug: str) -> Article:
        article = self.repo.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article
