import re
import secrets

from conduit.models import Article, User
from conduit.repositories import ArticleRepository, UserRepository
from conduit.services.errors import NotFound


class ArticleService:
    def __init__(self, articles: ArticleRepository, users: UserRepository):
        self._articles = articles
        self._users = users

    async def present(self, article: Article, viewer: User | None) -> dict:
        count, favorited = await self._articles.favorite_stats(article.id, viewer.id if viewer else None)
        following = viewer is not None and await self._users.is_following(viewer.id, article.author_id)
        return {
            "slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "tagList": [t for t in article.tag_list.split(",") if t],
            "createdAt": article.created_at.isoformat(), "updatedAt": article.updated_at.isoformat(),
            "favorited": favorited, "favoritesCount": count,
            "author": {"username": article.author.username, "bio": article.author.bio,
                       "image": article.author.image, "following": following},
        }

    async def get(self, slug: str, viewer: User | None) -> dict:
        article = await self._articles.by_slug(slug)
        if article is None:
            raise NotFound("article not found")
        return await self.present(article, viewer)

    async def listing(self, viewer: User | None, **filters) -> dict:
        rows, total = await self._articles.listing(**filters)
        return {"articles": [await self.present(a, viewer) for a in rows], "articlesCount": total}

    async def create(self, author: User, data: dict) -> dict:
        slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-") + "-" + secrets.token_hex(3)
        article = Article(slug=slug, title=data["title"], description=data["description"],
                          body=data["body"], tag_list=",".join(data.get("tagList") or []),
                          author_id=author.id)
        return await self.present(await self._articles.add(article), author)

    async def tags(self) -> list[str]:
        seen: dict[str, None] = {}
        for joined in await self._articles.tag_lists():
            for tag in filter(None, joined.split(",")):
                seen.setdefault(tag)
        return list(seen)
