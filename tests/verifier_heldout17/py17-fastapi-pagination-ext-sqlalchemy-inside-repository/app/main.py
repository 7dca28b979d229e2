from fastapi import FastAPI
from fastapi_pagination import add_pagination

from app.core.db import engine
from app.models import Base
from app.routes import articles, health

Base.metadata.create_all(engine)

app = FastAPI()
app.include_router(health.router, prefix="/api")
app.include_router(articles.router, prefix="/api")
add_pagination(app)
