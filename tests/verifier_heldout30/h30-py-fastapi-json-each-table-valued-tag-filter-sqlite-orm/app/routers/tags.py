from fastapi import APIRouter, Depends
from sqlalchemy.orm import Session

from app import crud
from app.database import get_db

router = APIRouter()


@router.get("/tags")
def list_tags(db: Session = Depends(get_db)):
    return {"tags": crud.popular_tags(db)}
