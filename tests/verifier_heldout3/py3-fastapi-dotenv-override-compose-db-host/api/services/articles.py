import re
import uuid

from api.models import Article, User
from api.repositories.articles import ArticleRepository


class ArticleService:
    def __init__(self, articles: ArticleRepository):
        self.articles = articles

    def publish(self, author: User, title: str, description: str, body: str) -> Article:
        slug = re.sub(r"\W+", "-", title.lower()).strip("-")
        if self.articles.by_slug(slug):
            slug = f"{slug}-{uuid.uuid4().hex[:6]}"
        return self.articles.add(Article(slug=slug, title=title, description=description, body=body,
                                         author_id=author.id))

    def find(self, slug: str) -> Article | None:
        return self.articles.by_slug(slug)

    def listing(self, limit: int, offset: int) -> tuple[list[Article], int]:
        return self.articles.page(limit, offset)
