import secrets

from slugify import slugify

from conduit_api.entities import Article, Comment, User
from conduit_api.repositories import ArticleRepository
from conduit_api.services.errors import Forbidden, NotFound


class ArticleService:
    def __init__(self, articles: ArticleRepository) -> None:
        self._articles = articles

    def get(self, slug: str) -> Article:
        article = self._articles.by_slug(slug)
        if article is None:
            raise NotFound({"article": ["not found"]})
        return article

    def list(self, **filters) -> tuple[list[Article], int]:
        return self._articles.list(**filters)

    def feed(self, me: User, limit: int, offset: int) -> tuple[list[Article], int]:
        return self._articles.feed(me, limit=limit, offset=offset)

    def create(self, me: User, data: dict) -> Article:
        slug = f"{slugify(data['title'])}-{secrets.token_hex(3)}"
        article = Article(slug=slug, title=data["title"], description=data["description"],
                          body=data["body"], author=me,
                          tags=self._articles.tags_named(data.get("tagList") or []))
        return self._articles.add(article)

    def update(self, me: User, slug: str, data: dict) -> Article:
        article = self._owned(me, slug)
        for field in ("title", "description", "body"):
            if field in data:
                setattr(article, field, data[field])
        if "title" in data:
            article.slug = f"{slugify(data['title'])}-{secrets.token_hex(3)}"
        return self._articles.save(article)

    def delete(self, me: User, slug: str) -> None:
        self._articles.delete(self._owned(me, slug))

    def favorite(self, me: User, slug: str) -> Article:
        article = self.get(slug)
        if me not in article.favorited_by:
            article.favorited_by.append(me)
        return self._articles.save(article)

    def unfavorite(self, me: User, slug: str) -> Article:
        article = self.get(slug)
        if me in article.favorited_by:
            article.favorited_by.remove(me)
        return self._articles.save(article)

    def tags(self) -> list[str]:
        return self._articles.all_tags()

    def comments(self, slug: str) -> list[Comment]:
        return self._articles.comments(self.get(slug))

    def add_comment(self, me: User, slug: str, body: str) -> Comment:
        article = self.get(slug)
        return self._articles.add_comment(Comment(body=body, article_id=article.id, author=me))

    def delete_comment(self, me: User, slug: str, comment_id: int) -> None:
        self.get(slug)
        comment = self._articles.comment(comment_id)
        if comment is None:
            raise NotFound({"comment": ["not found"]})
        if comment.author_id != me.id:
            raise Forbidden({"comment": ["forbidden"]})
        self._articles.delete_comment(comment)

    def _owned(self, me: User, slug: str) -> Article:
        article = self.get(slug)
        if article.author_id != me.id:
            raise Forbidden({"article": ["forbidden"]})
        return article
