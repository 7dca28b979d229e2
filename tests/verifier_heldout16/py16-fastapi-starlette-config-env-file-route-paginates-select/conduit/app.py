from fastapi import FastAPI
from fastapi_pagination import add_pagination

from conduit.models.base import Base
from conduit.models.session import engine
from conduit.routers import articles, health

Base.metadata.create_all(engine)

app = FastAPI(title="Conduit")
app.include_router(health.router, prefix="/api")
app.include_router(articles.router, prefix="/api")
add_pagination(app)
