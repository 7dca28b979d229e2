from fastapi import FastAPI

from app import models  # noqa: F401  (register the tables)
from app.db import Base, engine
from app.routes.articles import router as articles_router

Base.metadata.create_all(bind=engine)

app = FastAPI()
app.include_router(articles_router)


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}
