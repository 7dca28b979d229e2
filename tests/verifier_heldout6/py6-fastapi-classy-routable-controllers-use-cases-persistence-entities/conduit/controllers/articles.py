from classy_fastapi import Routable, delete, get, post
from fastapi import Header, Response

from conduit.use_cases.accounts import AccountUseCases
from conduit.use_cases.publishing import PublishingUseCases


def article_json(a) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": a.tag_list, "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
            "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


class ArticleController(Routable):
    def __init__(self, publishing: PublishingUseCases, accounts: AccountUseCases) -> None:
        super().__init__()
        self.publishing = publishing
        self.accounts = accounts

    @get("/articles")
    def browse(self, author: str | None = None, limit: int = 20, offset: int = 0) -> dict:
        rows, total = self.publishing.browse(author, limit, offset)
        return {"articles": [article_json(a) for a in rows], "articlesCount": total}

    @post("/articles", status_code=201)
    def publish(self, payload: dict, authorization: str | None = Header(None)) -> dict:
        a = payload["article"]
        user = self.accounts.resolve(authorization)
        article = self.publishing.publish(user, a["title"], a["description"], a["body"], a.get("tagList") or [])
        return {"article": article_json(article)}

    @get("/articles/{slug}")
    def read(self, slug: str) -> dict:
        return {"article": article_json(self.publishing.read(slug))}

    @delete("/articles/{slug}", status_code=204)
    def retract(self, slug: str, authorization: str | None = Header(None)) -> Response:
        self.publishing.retract(self.accounts.resolve(authorization), slug)
        return Response(status_code=204)

    @get("/tags")
    def tags(self) -> dict:
        return {"tags": self.publishing.tags()}
