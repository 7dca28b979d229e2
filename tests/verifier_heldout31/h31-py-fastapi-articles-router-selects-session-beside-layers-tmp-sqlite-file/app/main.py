from fastapi import FastAPI

from app.db import engine
from app.models import Base
from app.routers import articles, users

Base.metadata.create_all(bind=engine)

app = FastAPI()
app.include_router(users.router, prefix="/api")
app.include_router(articles.router, prefix="/api")


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}
