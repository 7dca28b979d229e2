import re
import secrets

from conduit.repositories.articles import ArticleRepository
from conduit.services.exceptions import Forbidden, NotFound


class ArticleService:
    def __init__(self, articles: ArticleRepository | None = None):
        self.articles = articles or ArticleRepository()

    def create(self, author, data: dict):
        slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-") + "-" + secrets.token_hex(3)
        return self.articles.create(author.id, sorted(set(data.get("tagList") or [])), slug=slug,
                                    title=data["title"], description=data["description"], body=data["body"])

    def get(self, slug: str):
        article = self.articles.by_slug(slug)
        if article is None:
            raise NotFound("article", "not found")
        return article

    def delete(self, user, slug: str) -> None:
        article = self.get(slug)
        if article.author_id != user.id:
            raise Forbidden("article", "forbidden")
        self.articles.delete(article.id)

    def favorite(self, user, slug: str, on: bool):
        return self.articles.set_favorite(self.get(slug).id, user.id, on)

    def search(self, **filters):
        return self.articles.search(**filters)

    def tags(self) -> list[str]:
        return self.articles.tag_names()
