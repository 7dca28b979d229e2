import re

from app.entities import Article, User
from app.services.errors import Forbidden, NotFound


def _slugify(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


class ArticleService:
    def __init__(self, articles, tags, users) -> None:
        self._articles = articles
        self._tags = tags
        self._users = users

    def list(self, viewer: User | None, **filters):
        return self._articles.search(**filters)

    def get(self, slug: str) -> Article:
        article = self._articles.by_slug(slug)
        if article is None:
            raise NotFound("article", "not found")
        return article

    def create(self, author: User, title: str, description: str, body: str, tag_list: list[str]) -> Article:
        article = Article(slug=_slugify(title), title=title, description=description, body=body, author=author,
                          favorited_by=[])
        article.tags = [self._tags.get_or_create(name) for name in tag_list]
        return self._articles.save(article)

    def delete(self, author: User, slug: str) -> None:
        article = self.get(slug)
        if article.author_id != author.id:
            raise Forbidden("article", "forbidden")
        self._articles.delete(article)

    def favorite(self, user: User, slug: str) -> Article:
        article = self.get(slug)
        if user not in article.favorited_by:
            article.favorited_by.append(user)
            self._articles.save(article)
        return article

    def tags(self) -> list[str]:
        return self._tags.in_use()
