import re

from app.repositories.article_repository import ArticleRepository
from app.repositories.tag_repository import TagRepository


class NotFound(Exception):
    pass


class ArticleService:
    def __init__(self):
        self.articles = ArticleRepository()
        self.tags = TagRepository()

    def get(self, slug):
        article = self.articles.get_by_slug(slug)
        if article is None:
            raise NotFound(slug)
        return article

    def create(self, author_id, data):
        slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-")
        tag_ids = self.tags.ensure(data.get("tagList", []))
        return self.articles.insert(author_id, slug, data["title"], data["description"], data["body"], tag_ids)
