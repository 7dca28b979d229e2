from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.orm import Session

from src import crud
from src.db import get_db

router = APIRouter(prefix="/articles", tags=["articles"])


@router.get("/{slug}")
def read_article(slug: str, db: Session = Depends(get_db)):
    article = crud.get_article_by_slug(db, slug)
    if article is None:
        raise HTTPException(status_code=404, detail="Article not found")
    return {"article": crud.serialize_article(db, article)}
