from fastapi import APIRouter, Depends, HTTPException

from conduit.deps import current_user
from conduit.providers import Articles

router = APIRouter()


def article_json(article) -> dict:
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "createdAt": article.created_at.isoformat(),
        "updatedAt": article.updated_at.isoformat(),
        "author": {"username": article.author.username, "bio": article.author.bio, "image": article.author.image},
    }


@router.get("/articles")
def list_articles(service: Articles, limit: int = 20, offset: int = 0):
    articles, total = service.list(limit, offset)
    return {"articles": [article_json(a) for a in articles], "articlesCount": total}


@router.post("/articles", status_code=201)
def create_article(body: dict, service: Articles, user=Depends(current_user)):
    data = body.get("article") or {}
    article = service.create(user, data.get("title", ""), data.get("description", ""), data.get("body", ""))
    return {"article": article_json(article)}


@router.get("/articles/{slug}")
def get_article(slug: str, service: Articles):
    article = service.get(slug)
    if article is None:
        raise HTTPException(status_code=404, detail="article not found")
    return {"article": article_json(article)}


@router.delete("/articles/{slug}", status_code=204)
def delete_article(slug: str, service: Articles, user=Depends(current_user)):
    if not service.delete(user, slug):
        raise HTTPException(status_code=404, detail="article not found")
