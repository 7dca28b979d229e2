from fastapi import FastAPI

from conduit.db import engine
from conduit.models import Base
from conduit.routes import articles, tags

Base.metadata.create_all(engine)

app = FastAPI()
app.include_router(articles.router, prefix="/api")
app.include_router(tags.router, prefix="/api")


@app.get("/api/health-check")
def health():
    return {"status": "ok"}
