from fastapi import APIRouter, Depends
from sqlalchemy.orm import Session

from app.db import get_session
from app.services.tag_service import TagService

router = APIRouter(prefix="/api")


@router.get("/tags")
def list_tags(session: Session = Depends(get_session)):
    return {"tags": TagService(session).list_tags()}
