from fastapi import APIRouter, Depends
from sqlalchemy.orm import Session

from database import get_db
from models import Tag

router = APIRouter()


@router.get("/api/tags")
def list_tags(db: Session = Depends(get_db)):
    return {"tags": [t.name for t in db.query(Tag).order_by(Tag.name).all()]}
