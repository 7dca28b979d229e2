from fastapi import FastAPI

from api.db import engine
from api.models import Base
from api.routes import articles, users

app = FastAPI()
app.include_router(users.router, prefix="/api")
app.include_router(articles.router, prefix="/api")


@app.on_event("startup")
def create_tables() -> None:
    Base.metadata.create_all(engine)


@app.get("/api/health-check")
def health_check():
    return {"ok": True}
