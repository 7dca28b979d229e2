from typing import Generic, TypeVar

from sqlalchemy import select
from sqlalchemy.orm import Session

from app.db import Base

ModelT = TypeVar("ModelT", bound=Base)


class BaseService(Generic[ModelT]):
    """Generic CRUD shared by the services; each subclass names its model."""

    def __init__(self, db: Session, model: type[ModelT]):
        self.db = db
        self.model = model

    def get(self, pk: int) -> ModelT | None:
        return self.db.get(self.model, pk)

    def list_all(self) -> list[ModelT]:
        return list(self.db.scalars(select(self.model)))

    def find_one(self, **filters) -> ModelT | None:
        return self.db.scalars(select(self.model).filter_by(**filters)).first()

    def create(self, **values) -> ModelT:
        obj = self.model(**values)
        self.db.add(obj)
        self.db.commit()
        return obj
