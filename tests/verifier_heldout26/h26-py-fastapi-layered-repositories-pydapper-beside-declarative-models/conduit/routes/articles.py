import jwt
from fastapi import APIRouter, Header, HTTPException

from conduit.config import JWT_SECRET
from conduit.services.articles import ArticleNotFound, ArticleService

router = APIRouter(prefix="/articles")
service = ArticleService()


def _dump(row) -> dict:
    return {
        "slug": row.slug,
        "title": row.title,
        "description": row.description,
        "body": row.body,
        "tagList": [],
        "createdAt": row.created_at.isoformat(),
        "updatedAt": row.updated_at.isoformat(),
        "favorited": False,
        "favoritesCount": row.favorites_count,
        "author": {"username": row.author_username, "bio": row.author_bio, "image": row.author_image, "following": False},
    }


@router.get("")
def list_articles(limit: int = 20, offset: int = 0):
    rows, total = service.page(limit, offset)
    return {"articles": [_dump(r) for r in rows], "articlesCount": total}


@router.get("/{slug}")
def get_article(slug: str):
    try:
        return {"article": _dump(service.get(slug))}
    except ArticleNotFound:
        raise HTTPException(status_code=404, detail="article not found")


@router.post("/{slug}/favorite")
def favorite(slug: str, authorization: str = Header(...)):
    user_id = int(jwt.decode(authorization.removeprefix("Token "), JWT_SECRET, algorithms=["HS256"])["sub"])
    try:
        return {"article": _dump(service.favorite(slug, user_id))}
    except ArticleNotFound:
        raise HTTPException(status_code=404, detail="article not found")
