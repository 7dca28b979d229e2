from fastapi import APIRouter, Depends
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.db import get_session
from app.models import Tag

router = APIRouter(prefix="/api")


@router.get("/tags")
def list_tags(session: Session = Depends(get_session)):
    return {"tags": list(session.scalars(select(Tag.name).order_by(Tag.name)))}
