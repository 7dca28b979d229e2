from typing import Any, Generic, TypeVar

from sqlalchemy import select
from sqlalchemy.orm import Session

from app.models import Base

ModelT = TypeVar("ModelT", bound=Base)


class BaseRepository(Generic[ModelT]):
    """CRUD over one mapped class; subclasses set `model`."""

    model: type[ModelT]

    def __init__(self, session: Session):
        self.session = session

    def get(self, pk: int) -> ModelT | None:
        return self.session.get(self.model, pk)

    def find_by(self, **filters: Any) -> list[ModelT]:
        return list(self.session.scalars(select(self.model).filter_by(**filters)))

    def first_by(self, **filters: Any) -> ModelT | None:
        return self.session.scalars(select(self.model).filter_by(**filters)).first()

    def add(self, obj: ModelT) -> ModelT:
        self.session.add(obj)
        self.session.commit()
        return obj

    def delete(self, obj: ModelT) -> None:
        self.session.delete(obj)
        self.session.commit()
