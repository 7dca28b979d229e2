import re

from conduit.repositories.articles import ArticleRepository
from conduit.repositories.tags import TagRepository


class ArticleService:
    def __init__(self) -> None:
        self.articles = ArticleRepository()
        self.tags = TagRepository()

    def create(self, data: dict):
        slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-")
        tag_ids = [self.tags.ensure(name) for name in data.get("tagList", [])]
        return self.articles.create(slug, data["title"], data["body"], tag_ids)

    def get(self, slug: str):
        return self.articles.by_slug(slug)
