from fastapi import APIRouter, Depends
from sqlalchemy import select
from sqlalchemy.orm import Session

from src.domain.article import Tag
from src.infrastructure.db import get_db

router = APIRouter()


@router.get("/tags")
def list_tags(db: Session = Depends(get_db)):
    names = db.scalars(select(Tag.name).order_by(Tag.name)).all()
    return {"tags": list(names)}
