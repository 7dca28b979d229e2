from app.models import Article
from app.repositories.article_repository import ArticleRepository


class ArticleNotFound(Exception):
    pass


class NotAuthor(Exception):
    pass


class ArticleService:
    def __init__(self, repo: ArticleRepository):
        self.repo = repo

    def get(self, slug: str) -> Article:
        article = self.repo.get_by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article

    def delete(self, slug: str, user_id: int) -> None:
        article = self.get(slug)
        if article.author_id != user_id:
            raise NotAuthor(slug)
        self.repo.delete(article)
