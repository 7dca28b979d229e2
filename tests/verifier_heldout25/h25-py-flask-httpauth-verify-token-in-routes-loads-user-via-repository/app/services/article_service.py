import re
import uuid

from ..models import Article, User
from ..repositories.article_repository import ArticleRepository
from ..repositories.tag_repository import TagRepository
from .errors import NotFound, ServiceError


class ArticleService:
    def __init__(self):
        self.articles = ArticleRepository()
        self.tags = TagRepository()

    def list(self, tag=None, author=None, limit=20, offset=0):
        return self.articles.search(tag, author, limit, offset)

    def get(self, slug: str) -> Article:
        article = self.articles.by_slug(slug)
        if article is None:
            raise NotFound("article", "not found")
        return article

    def create(self, author: User, data: dict) -> Article:
        for field in ("title", "description", "body"):
            if not data.get(field):
                raise ServiceError(field, "can't be blank")
        slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-") + "-" + uuid.uuid4().hex[:6]
        article = Article(
            slug=slug,
            title=data["title"],
            description=data["description"],
            body=data["body"],
            author=author,
            tags=[self.tags.get_or_create(n) for n in dict.fromkeys(data.get("tagList") or [])],
        )
        return self.articles.add(article)

    def tag_names(self) -> list[str]:
        return self.tags.names()
