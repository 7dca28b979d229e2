from typing import Generic, TypeVar

from sqlalchemy import select
from sqlalchemy.orm import Session

from conduit.models import Base

M = TypeVar("M", bound=Base)


class SQLAlchemyRepository(Generic[M]):
    """Generic CRUD; concrete classes set `model`."""

    model: type[M]

    def __init__(self, session: Session) -> None:
        self.session = session

    def get(self, pk: int) -> M | None:
        return self.session.get(self.model, pk)

    def get_by(self, **filters) -> M | None:
        return self.session.scalar(select(self.model).filter_by(**filters))

    def add(self, obj: M) -> M:
        self.session.add(obj)
        self.session.commit()
        return obj

    def remove(self, obj: M) -> None:
        self.session.delete(obj)
        self.session.commit()
