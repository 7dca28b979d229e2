from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.orm import Session

from app.database import get_db
from app.services import articles as service

router = APIRouter()


@router.get("/articles/{slug}")
def get_article(slug: str, db: Session = Depends(get_db)):
    try:
        a = service.get(db, slug)
    except LookupError:
        raise HTTPException(404)
    return {"article": {"slug": a.slug, "title": a.title, "body": a.body, "tagList": [t.name for t in a.tags]}}
