from fastapi import APIRouter, Depends, HTTPException, Response

from app.routers.deps import article_service, current_user_id
from app.services.articles import ArticleNotFound, ArticleService, NotAuthor

router = APIRouter(prefix="/articles", tags=["articles"])


@router.get("/{slug}")
async def get_article(slug: str, service: ArticleService = Depends(article_service)):
    try:
        article = await service.get(slug)
    except ArticleNotFound:
        raise HTTPException(status_code=404, detail="article not found")
    return {
        "article": {
            "slug": article.slug,
            "title": article.title,
            "description": article.description,
            "body": article.body,
            "tagList": [t.name for t in article.tags],
            "createdAt": article.created_at.isoformat(),
            "updatedAt": article.updated_at.isoformat(),
            "author": {"username": article.author.username, "bio": article.author.bio, "image": article.author.image},
        }
    }


@router.delete("/{slug}", status_code=204)
async def delete_article(slug: str, service: ArticleService = Depends(article_service), user_id: int = Depends(current_user_id)):
    try:
        await service.delete(slug, user_id)
    except ArticleNotFound:
        raise HTTPException(status_code=404, detail="article not found")
    except NotAuthor:
        raise HTTPException(status_code=403, detail="forbidden")
    return Response(status_code=204)
