from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.orm import Session

from conduit import crud
from conduit.database import get_db

router = APIRouter()


@router.get("/articles/{slug}")
def get_article(slug: str, db: Session = Depends(get_db)):
    article = crud.get_article(db, slug)
    if article is None:
        raise HTTPException(status_code=404, detail="Article not found")
    return {"article": {"slug": article.slug, "title": article.title, "description": article.description,
                        "body": article.body, "tagList": [t.name for t in article.tags]}}
