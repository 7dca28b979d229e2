from django.utils.text import slugify

from ..repositories.article_repository import ArticleRepository
from ..repositories.tag_repository import TagRepository


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self):
        self.articles = ArticleRepository()
        self.tags = TagRepository()

    def get(self, slug):
        article = self.articles.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article

    def create(self, data):
        return self.articles.create(
            slug=slugify(data["title"]),
            title=data["title"],
            description=data["description"],
            body=data["body"],
            tags=self.tags.get_or_create_many(data.get("tagList", [])),
        )
