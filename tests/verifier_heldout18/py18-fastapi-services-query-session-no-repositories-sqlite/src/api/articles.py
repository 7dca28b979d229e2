from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.orm import Session

from ..db import get_session
from ..schemas import NewArticle
from ..services import article_service

router = APIRouter()


@router.post("/articles", status_code=201)
def create_article(payload: dict, session: Session = Depends(get_session)):
    data = NewArticle(**payload["article"])
    a = article_service.create(session, data.title, data.body)
    return {"article": {"slug": a.slug, "title": a.title, "body": a.body}}


@router.get("/articles/{slug}")
def get_article(slug: str, session: Session = Depends(get_session)):
    a = article_service.get_by_slug(session, slug)
    if a is None:
        raise HTTPException(404, "not found")
    return {"article": {"slug": a.slug, "title": a.title, "body": a.body}}
