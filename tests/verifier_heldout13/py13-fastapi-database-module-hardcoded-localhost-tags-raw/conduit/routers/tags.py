from fastapi import APIRouter, Depends
from sqlalchemy.orm import Session

from conduit import crud
from conduit.database import get_db

router = APIRouter()


@router.get("/tags")
def list_tags(db: Session = Depends(get_db)):
    return {"tags": crud.popular_tags(db)}
