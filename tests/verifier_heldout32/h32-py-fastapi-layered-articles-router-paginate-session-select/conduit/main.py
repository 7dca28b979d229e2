from fastapi import FastAPI
from fastapi_pagination import add_pagination

from conduit.db import engine
from conduit.models.article import Base
from conduit.routers import articles

Base.metadata.create_all(engine)
app = FastAPI()
app.include_router(articles.router)
add_pagination(app)


@app.get("/api/health-check")
def health():
    return {"status": "ok"}
