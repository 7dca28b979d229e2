from slugify import slugify

from ..models import Article
from ..repositories.article_repository import ArticleRepository
from .errors import ServiceError


class ArticleService:
    def __init__(self, articles=None):
        self.articles = articles or ArticleRepository()

    def list(self, **filters):
        return self.articles.list(**filters)

    def get(self, slug):
        article = self.articles.get_by_slug(slug)
        if article is None:
            raise ServiceError("article not found", status=404)
        return article

    def create(self, author, title, description, body, tag_list=()):
        if not title or not description or not body:
            raise ServiceError("title, description and body are required")
        slug = slugify(title)
        base, n = slug, 1
        while self.articles.get_by_slug(slug) is not None:
            n += 1
            slug = f"{base}-{n}"
        article = Article(slug=slug, title=title, description=description, body=body, author=author)
        article.tags = self.articles.get_or_create_tags(tag_list)
        return self.articles.add(article)

    def tags(self):
        return self.articles.all_tag_names()
