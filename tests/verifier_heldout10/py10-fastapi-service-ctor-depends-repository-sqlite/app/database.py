import os
from typing import Annotated, Iterator

from fastapi import Depends
from sqlalchemy import create_engine
from sqlalchemy.orm import Session

engine = create_engine(os.environ.get("DATABASE_URL", "sqlite:///conduit.db"))


def session_scope() -> Iterator[Session]:
    with Session(engine, expire_on_commit=False) as session:
        yield session


DbSession = Annotated[Session, Depends(session_scope)]
