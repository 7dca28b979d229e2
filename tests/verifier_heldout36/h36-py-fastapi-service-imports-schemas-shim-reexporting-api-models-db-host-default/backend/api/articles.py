from fastapi import APIRouter, HTTPException

from backend.services.article_service import ArticleService

router = APIRouter()
service = ArticleService()


@router.get("/articles/{slug}")
def get_article(slug: str):
    envelope = service.get_envelope(slug)
    if envelope is None:
        raise HTTPException(404, "article not found")
    return envelope.model_dump()
