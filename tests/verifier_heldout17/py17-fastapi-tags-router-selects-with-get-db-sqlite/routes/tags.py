from fastapi import APIRouter, Depends
from sqlalchemy import select
from sqlalchemy.orm import Session

from db.session import get_db
from models.article import Tag

router = APIRouter()


@router.get("/tags")
def get_tags(db: Session = Depends(get_db)):
    names = db.scalars(select(Tag.name).order_by(Tag.name)).all()
    return {"tags": names}
