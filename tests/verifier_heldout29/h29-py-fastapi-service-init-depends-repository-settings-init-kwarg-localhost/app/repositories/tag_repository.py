from typing import Annotated

from fastapi import Depends
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.db.session import get_session
from app.models import Tag


class TagRepository:
    def __init__(self, session: Annotated[Session, Depends(get_session)]):
        self.session = session

    def all_names(self) -> list[str]:
        return list(self.session.scalars(select(Tag.name).order_by(Tag.name)))
