import re
import uuid

from app.repositories.articles import ArticleRepository
from app.repositories.users import UserRepository


class ArticleService:
    def __init__(self, articles: ArticleRepository, users: UserRepository) -> None:
        self.articles = articles
        self.users = users

    def create(self, author, title: str, description: str, body: str):
        slug = f"{re.sub(r'[^a-z0-9]+', '-', title.lower()).strip('-')}-{uuid.uuid4().hex[:6]}"
        return self.articles.add(slug=slug, title=title, description=description, body=body, author_id=author.id)

    def get(self, slug: str):
        article = self.articles.by_slug(slug)
        if article is None:
            raise LookupError(slug)
        return article

    def recent(self, limit: int = 20, offset: int = 0):
        return self.articles.recent(limit, offset)
