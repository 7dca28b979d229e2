from slugify import slugify

from app.models import Article, User
from app.repositories.article_repository import ArticleRepository


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self, repo: ArticleRepository):
        self.repo = repo

    def get(self, slug: str) -> Article:
        article = self.repo.get_by_slug(slug)
        if not article:
            raise ArticleNotFound(slug)
        return article

    def list(self, author: str | None, limit: int, offset: int):
        return self.repo.list(author, limit, offset)

    def create(self, author: User, title: str, description: str, body: str, tags: list[str]) -> Article:
        article = Article(slug=slugify(title), title=title, description=description, body=body,
                          author_id=author.id)
        article.tags = [self.repo.get_or_create_tag(t) for t in tags]
        return self.repo.add(article)
