from fastapi import FastAPI

from conduit import models  # noqa: F401
from conduit.database import Base, engine
from conduit.routers import articles

app = FastAPI(title="Conduit API")


@app.on_event("startup")
def create_tables() -> None:
    Base.metadata.create_all(bind=engine)


app.include_router(articles.router)
