import re

from fastapi import APIRouter, Depends, Header, HTTPException
from sqlalchemy.orm import Session

from app import crud
from app.crud import article as article_crud
from app.db import get_db
from app.schemas import ArticleIn, ArticleOut

router = APIRouter(prefix="/api/articles", tags=["articles"])


@router.post("", status_code=201)
def create_article(payload: dict, x_user_id: int = Header(...), db: Session = Depends(get_db)):
    data = ArticleIn(**payload["article"])
    slug = re.sub(r"[^a-z0-9]+", "-", data.title.lower()).strip("-")
    if article_crud.get_by_slug(db, slug):
        raise HTTPException(422, detail={"errors": {"title": ["must be unique"]}})
    article = article_crud.create(db, data, x_user_id, slug)
    return {"article": ArticleOut.model_validate(article, from_attributes=True)}


@router.get("/{slug}")
def get_article(slug: str, db: Session = Depends(get_db)):
    article = article_crud.get_by_slug(db, slug)
    if article is None:
        raise HTTPException(404)
    return {"article": ArticleOut.model_validate(article, from_attributes=True)}


@router.delete("/{slug}")
def delete_article(slug: str, x_user_id: int = Header(...), db: Session = Depends(get_db)):
    article = article_crud.get_by_slug(db, slug)
    if article is None:
        raise HTTPException(404)
    if article.author_id != x_user_id:
        raise HTTPException(403)
    article_crud.delete(db, article)
    return {}
