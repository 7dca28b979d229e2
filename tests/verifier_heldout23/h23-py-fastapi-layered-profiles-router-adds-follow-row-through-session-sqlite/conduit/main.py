from fastapi import FastAPI

from .db import engine
from .models import Base
from .routers import articles, profiles, users

Base.metadata.create_all(engine)

app = FastAPI(title="Conduit")
for r in (users.router, profiles.router, articles.router):
    app.include_router(r, prefix="/api")


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}
