from fastapi import FastAPI

from app.database import Base, engine
from app.routes import articles

app = FastAPI(title='Conduit')
app.include_router(articles.router, prefix="/api")


@app.on_event("startup")
def create_schema() -> None:
    Base.metadata.create_all(engine)


@app.get("/api/health-check")
def health() -> dict:
    return {"status": "ok"}
