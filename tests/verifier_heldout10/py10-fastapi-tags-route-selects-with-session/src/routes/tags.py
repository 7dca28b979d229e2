from fastapi import APIRouter, Depends
from sqlalchemy import select
from sqlalchemy.orm import Session

from src.db import get_session
from src.models import Tag

router = APIRouter(prefix="/api")


@router.get("/tags")
def list_tags(session: Session = Depends(get_session)):
    # tags are a plain lookup, no business rule: read them straight away
    names = session.scalars(select(Tag.name).distinct().order_by(Tag.name)).all()
    return {"tags": list(names)}
