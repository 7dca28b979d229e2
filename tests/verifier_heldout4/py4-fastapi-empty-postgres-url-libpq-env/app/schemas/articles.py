from pydantic import BaseModel, Field


class NewArticle(BaseModel):
    title: str
    description: str
    body: str
    tagList: list[str] = Field(default_factory=list)


class NewArticleEnvelope(BaseModel):
    article: NewArticle


def article_out(view: dict) -> dict:
    a = view["article"]
    return {
        "slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
        "tagList": sorted(t.name for t in a.tags),
        "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
        "favorited": view["favorited"], "favoritesCount": view["favorites_count"],
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                   "following": view["following"]},
    }
