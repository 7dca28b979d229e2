from fastapi import APIRouter, Depends, Header, HTTPException, Response

from app.dependencies import article_service
from app.services.article_service import ArticleNotFound, ArticleService, NotAuthor

router = APIRouter(prefix="/articles", tags=["articles"])


def user_id_from_token(authorization: str = Header(default="")) -> int:
    if not authorization.startswith("Token "):
        raise HTTPException(status_code=401)
    return 1  # decoding omitted


@router.get("/{slug}")
def get_article(slug: str, service: ArticleService = Depends(article_service)):
    try:
        a = service.get(slug)
    except ArticleNotFound:
        raise HTTPException(status_code=404, detail="article not found")
    return {"article": {"slug": a.slug, "title": a.title, "body": a.body,
                        "author": {"username": a.author.username}}}


@router.delete("/{slug}", status_code=204)
def delete_article(slug: str, uid: int = Depends(user_id_from_token),
                   service: ArticleService = Depends(article_service)):
    try:
        service.delete(slug, uid)
    except ArticleNotFound:
        raise HTTPException(status_code=404)
    except NotAuthor:
        raise HTTPException(status_code=403)
    return Response(status_code=204)
