import re

from app.models import Article
from app.repositories.article_repository import ArticleRepository


def slugify(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


class ArticleService:
    def __init__(self) -> None:
        self.repo = ArticleRepository()

    def list(self, author: str | None, limit: int, offset: int):
        return self.repo.list(author, limit, offset)

    def create(self, author_id: int, title: str, description: str, body: str) -> Article:
        slug, n = slugify(title), 1
        while self.repo.slug_exists(slug):
            n += 1
            slug = f"{slugify(title)}-{n}"
        return self.repo.add(Article(slug=slug, title=title, description=description, body=body, author_id=author_id))

    def delete(self, article: Article, user_id: int) -> bool:
        if article.author_id != user_id:
            return False
        self.repo.delete(article)
        return True
