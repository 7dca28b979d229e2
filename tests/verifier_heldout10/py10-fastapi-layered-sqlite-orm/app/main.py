from fastapi import FastAPI

from app.api.routes import articles, health, profiles, tags, users
from app.database import engine
from app.models.base import Base

Base.metadata.create_all(bind=engine)

app = FastAPI(title="Conduit")
for module in (users, profiles, articles, tags, health):
    app.include_router(module.router, prefix="/api")
