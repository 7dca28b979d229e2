from fastapi import APIRouter, Depends
from sqlalchemy import select
from sqlalchemy.orm import Session

from conduit.database import get_session
from conduit.models import Tag

router = APIRouter()


@router.get("/tags")
def list_tags(session: Session = Depends(get_session)):
    return {"tags": session.scalars(select(Tag.name).order_by(Tag.name)).all()}
