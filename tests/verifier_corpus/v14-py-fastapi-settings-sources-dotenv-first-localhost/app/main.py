from fastapi import FastAPI

from app import models  # noqa: F401  (register the tables)
from app.api.articles import router
from app.db import Base, engine

app = FastAPI(title="Conduit")
app.include_router(router)


@app.on_event("startup")
def create_schema() -> None:
    Base.metadata.create_all(engine)
