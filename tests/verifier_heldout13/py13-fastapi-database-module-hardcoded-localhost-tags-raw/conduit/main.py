from fastapi import FastAPI

from conduit import models
from conduit.database import engine
from conduit.routers import articles, tags

models.Base.metadata.create_all(bind=engine)

app = FastAPI()
app.include_router(articles.router, prefix="/api")
app.include_router(tags.router, prefix="/api")


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}
