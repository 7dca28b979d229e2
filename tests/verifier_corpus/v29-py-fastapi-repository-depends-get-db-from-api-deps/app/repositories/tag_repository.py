from fastapi import Depends
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.api.deps import get_db
from app.models import Tag


class TagRepository:
    def __init__(self, db: Session = Depends(get_db)):
        self.db = db

    def all_names(self) -> list[str]:
        return list(self.db.scalars(select(Tag.name).order_by(Tag.name)))
