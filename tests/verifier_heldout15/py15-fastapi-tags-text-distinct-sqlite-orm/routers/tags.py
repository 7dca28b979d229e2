from fastapi import APIRouter, Depends
from sqlalchemy import text
from sqlalchemy.orm import Session

from database import get_db

router = APIRouter()


@router.get("/tags")
def get_tags(db: Session = Depends(get_db)):
    rows = db.execute(text("SELECT DISTINCT name FROM tags ORDER BY name")).fetchall()
    return {"tags": [row[0] for row in rows]}
