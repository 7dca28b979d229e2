import re

from ..models import Article
from ..repositories.articles import ArticleRepository


class ArticleService:
    def __init__(self):
        self.repo = ArticleRepository()

    def build_article(self, author_id, data):
        slug = re.sub(r"\W+", "-", data["title"].lower()).strip("-")
        if self.repo.slug_taken(slug):
            slug = f"{slug}-{author_id}"
        return Article(slug=slug, title=data["title"], description=data["description"],
                       body=data["body"], author_id=author_id)

    def get(self, slug):
        return self.repo.by_slug(slug)
