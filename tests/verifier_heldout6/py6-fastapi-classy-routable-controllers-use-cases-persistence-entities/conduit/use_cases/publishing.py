import re
import secrets

from conduit.entities import Article, User
from conduit.persistence.article_store import ArticleStore
from conduit.use_cases.errors import Forbidden, NotFound


class PublishingUseCases:
    def __init__(self, store: ArticleStore) -> None:
        self.store = store

    def publish(self, author: User, title: str, description: str, body: str, tags: list[str]) -> Article:
        slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-") + "-" + secrets.token_hex(2)
        return self.store.save(Article(slug=slug, title=title, description=description, body=body,
                                       tag_list=sorted(set(tags)), author_id=author.id))

    def read(self, slug: str) -> Article:
        article = self.store.by_slug(slug)
        if article is None:
            raise NotFound("article not found")
        return article

    def retract(self, user: User, slug: str) -> None:
        article = self.read(slug)
        if article.author_id != user.id:
            raise Forbidden("only the author may delete")
        self.store.delete(article.id)

    def browse(self, author: str | None, limit: int, offset: int):
        return self.store.page(author, limit, offset)

    def tags(self) -> list[str]:
        return self.store.tags()
