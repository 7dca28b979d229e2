from conduit.models import User
from conduit.repositories.comments import CommentRepository
from conduit.services.errors import ServiceError


class CommentService:
    def __init__(self, articles, users):
        self.repo = CommentRepository()
        self.articles = articles
        self.users = users

    async def _json(self, comment: dict, viewer: User | None) -> dict:
        author = await self.users.repo.get(comment["authorId"])
        return {"id": comment["id"], "body": comment["body"], "createdAt": comment["createdAt"],
                "updatedAt": comment["updatedAt"],
                "author": {"username": author.username, "bio": author.bio, "image": author.image,
                           "following": await self.users.following(viewer, author.id)}}

    async def list(self, slug: str, viewer: User | None) -> list[dict]:
        article = await self.articles.get(slug)
        return [await self._json(c, viewer) for c in await self.repo.for_article(article.id)]

    async def add(self, slug: str, author: User, body: str) -> dict:
        if not body.strip():
            raise ServiceError(422, "body", "can't be blank")
        article = await self.articles.get(slug)
        return await self._json(await self.repo.add(article.id, author.id, body), author)

    async def delete(self, slug: str, comment_id: int, user: User) -> None:
        article = await self.articles.get(slug)
        comment = await self.repo.get(article.id, comment_id)
        if comment is None:
            raise ServiceError(404, "comment", "not found")
        if comment["authorId"] != user.id:
            raise ServiceError(403, "comment", "forbidden")
        await self.repo.delete(article.id, comment_id)
