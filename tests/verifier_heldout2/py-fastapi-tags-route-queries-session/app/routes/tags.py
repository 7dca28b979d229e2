from fastapi import APIRouter, Depends
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.database import get_db
from app.models import Tag

router = APIRouter()


@router.get("/tags")
def list_tags(db: Session = Depends(get_db)):
    # simple enough to not need a service
    names = db.scalars(select(Tag.name).order_by(Tag.name)).all()
    return {"tags": list(names)}
