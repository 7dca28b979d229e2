from backend.repositories.article_repository import ArticleRepository
from backend.schemas import ArticleEnvelope, ArticleOut


class ArticleService:
    def __init__(self, repo=None):
        self.repo = repo or ArticleRepository()

    def get_envelope(self, slug: str):
        article = self.repo.by_slug(slug)
        if article is None:
            return None
        return ArticleEnvelope(article=ArticleOut(slug=article.slug, title=article.title,
                                                  description=article.description, body=article.body))
