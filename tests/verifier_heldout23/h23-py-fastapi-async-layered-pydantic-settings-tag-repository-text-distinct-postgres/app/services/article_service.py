from slugify import slugify

from app.models import Article, User
from app.repositories.article_repository import ArticleRepository
from app.repositories.tag_repository import TagRepository
from app.repositories.user_repository import UserRepository
from app.services.errors import NotFoundError


class ArticleService:
    def __init__(self, articles: ArticleRepository, users: UserRepository, tags: TagRepository):
        self.articles = articles
        self.users = users
        self.tags = tags

    async def present(self, article: Article, viewer: User | None) -> dict:
        following = bool(viewer) and await self.users.is_following(viewer.id, article.author_id)
        return {
            "slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "tagList": sorted(t.name for t in article.tags),
            "createdAt": article.created_at.isoformat(), "updatedAt": article.updated_at.isoformat(),
            "favorited": bool(viewer) and await self.articles.is_favorited(viewer.id, article.id),
            "favoritesCount": await self.articles.favorites_count(article.id),
            "author": {"username": article.author.username, "bio": article.author.bio,
                       "image": article.author.image, "following": following},
        }

    async def list(self, viewer: User | None, **filters) -> dict:
        rows, total = await self.articles.list(**filters)
        return {"articles": [await self.present(a, viewer) for a in rows], "articlesCount": total}

    async def feed(self, viewer: User, limit: int, offset: int) -> dict:
        return await self.list(viewer, feed_of=viewer.id, limit=limit, offset=offset)

    async def get(self, slug: str, viewer: User | None) -> dict:
        article = await self.articles.by_slug(slug)
        if article is None:
            raise NotFoundError("article not found")
        return await self.present(article, viewer)

    async def create(self, author: User, title: str, description: str, body: str, tag_list: list[str]) -> dict:
        slug = slugify(title)
        if await self.articles.by_slug(slug):
            slug = f"{slug}-{author.id}"
        article = Article(slug=slug, title=title, description=description, body=body, author_id=author.id)
        article.tags = [await self.articles.tag(name) for name in dict.fromkeys(tag_list)]
        return await self.present(await self.articles.add(article), author)

    async def favorite(self, viewer: User, slug: str, on: bool) -> dict:
        article = await self.articles.by_slug(slug)
        if article is None:
            raise NotFoundError("article not found")
        if on:
            await self.articles.favorite(viewer.id, article.id)
        else:
            await self.articles.unfavorite(viewer.id, article.id)
        return await self.present(article, viewer)

    async def popular_tags(self) -> list[str]:
        return await self.tags.popular()
