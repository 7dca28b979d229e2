from fastapi import APIRouter, Depends
from sqlalchemy.orm import Session

from app.db import get_db
from app.services.tag_service import TagService

router = APIRouter(prefix="/api")


@router.get("/tags")
def list_tags(db: Session = Depends(get_db)):
    return {"tags": TagService(db).all_names()}
