from fastapi import APIRouter, Depends
from sqlalchemy.orm import Session

from app.db.session import get_db
from app.services.tag_service import TagService

router = APIRouter(tags=["tags"])


@router.get("/tags")
def list_tags(db: Session = Depends(get_db)):
    return {"tags": TagService(db).list_names()}
