from fastapi import APIRouter, Depends, Header, HTTPException

from conduit.deps import article_service
from conduit.services.articles import ArticleNotFound, ArticleService
from conduit.services.auth import user_id_from_header

router = APIRouter(prefix="/articles", tags=["articles"])


def _article(a) -> dict:
    return {
        "slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
        "createdAt": a.created_at.isoformat() + "Z",
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False},
    }


@router.get("")
def list_articles(author: str | None = None, limit: int = 20, offset: int = 0,
                  service: ArticleService = Depends(article_service)) -> dict:
    items, total = service.list(author, limit, offset)
    return {"articles": [_article(a) for a in items], "articlesCount": total}


@router.get("/feed")
def feed(limit: int = 20, offset: int = 0, authorization: str | None = Header(default=None),
         service: ArticleService = Depends(article_service)) -> dict:
    items, total = service.feed(user_id_from_header(authorization), limit, offset)
    return {"articles": [_article(a) for a in items], "articlesCount": total}


@router.get("/{slug}")
def get_article(slug: str, service: ArticleService = Depends(article_service)) -> dict:
    try:
        return {"article": _article(service.get(slug))}
    except ArticleNotFound:
        raise HTTPException(status_code=404, detail="article not found")
