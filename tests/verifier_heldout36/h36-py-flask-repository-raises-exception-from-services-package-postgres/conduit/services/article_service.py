from conduit.repositories.article_repository import ArticleRepository
from conduit.services.errors import Forbidden


class ArticleService:
    def __init__(self, repo=None):
        self.repo = repo or ArticleRepository()

    def get(self, slug):
        return self.repo.get_by_slug(slug)

    def delete(self, slug, user_id):
        article = self.repo.get_by_slug(slug)
        if article.author_id != user_id:
            raise Forbidden("not the author")
        self.repo.delete(article)
