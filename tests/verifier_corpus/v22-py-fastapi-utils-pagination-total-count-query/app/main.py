from fastapi import FastAPI

from app.database import Base, engine
from app.routes import articles

app = FastAPI(title="Conduit")


@app.on_event("startup")
def create_tables() -> None:
    import app.models  # noqa: F401

    Base.metadata.create_all(bind=engine)


app.include_router(articles.router, prefix="/api")
