from fastapi import FastAPI

import models
from database import engine
from routers import articles, tags, users

models.Base.metadata.create_all(bind=engine)

app = FastAPI()
app.include_router(users.router, prefix="/api")
app.include_router(articles.router, prefix="/api")
app.include_router(tags.router, prefix="/api")


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}
