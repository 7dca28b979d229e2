from fastapi import FastAPI

from conduit.database import Base, engine
from conduit.routes import articles

app = FastAPI()
app.include_router(articles.router, prefix="/api")


@app.on_event("startup")
def create_schema() -> None:
    Base.metadata.create_all(engine)


@app.get("/api/health-check")
def health() -> dict:
    return {"status": "ok"}
