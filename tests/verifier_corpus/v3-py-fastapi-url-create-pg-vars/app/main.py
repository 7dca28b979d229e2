from fastapi import FastAPI

from app.api import articles
from app.db import Base, engine

Base.metadata.create_all(engine)

app = FastAPI(title="Conduit")
app.include_router(articles.router)
