from fastapi import FastAPI

from app.models import Base
from app.repositories.database import engine
from app.routes import articles, comments, users

Base.metadata.create_all(bind=engine)

app = FastAPI(title="Conduit")
app.include_router(users.router, prefix="/api")
app.include_router(articles.router, prefix="/api")
app.include_router(comments.router, prefix="/api")


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}
