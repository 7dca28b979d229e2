from fastapi import FastAPI

from src.db import engine
from src.models import Base
from src.routes import articles, tags

Base.metadata.create_all(engine)

app = FastAPI()
app.include_router(articles.router)
app.include_router(tags.router)


@app.get("/api/health-check")
def health():
    return {"ok": True}
