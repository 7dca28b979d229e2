from fastapi import FastAPI

from conduit.routes.articles import router as articles_router
from conduit.db.session import engine
from conduit.models import Base

Base.metadata.create_all(engine)

app = FastAPI(title="Conduit")
app.include_router(articles_router)
